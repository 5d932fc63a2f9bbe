import type { DialogueWords } from '../language-module.ts';

/** Portuguese words of the dialogue rules (decision 046). */
export const DIALOGUE_WORDS: DialogueWords = {
  thanks: ['obrigado', 'obrigada', 'valeu', 'brigado', 'brigada'],
  unsure: [
    'você recomenda',
    'não sei',
    'sei lá',
    'tanto faz',
    'não tenho certeza',
    'qualquer um',
    'qualquer uma',
  ],
  leaveToArtist: [
    'você decide',
    'decide você',
    'o que você achar',
    'como você achar',
    'escolhe você',
    'fica a seu critério',
  ],
  empathy: [
    ['divórcio', 'hardship'],
    ['término', 'hardship'],
    ['aborto espontâneo', 'memorial'],
    ['crise de ansiedade', 'hardship'],
    ['perdi meu', 'memorial'],
    ['perdi minha', 'memorial'],
    ['perdemos', 'memorial'],
    ['ano difícil', 'hardship'],
    ['tá sendo difícil', 'hardship'],
    ['fase difícil', 'hardship'],
    ['desculpa o textão', 'hardship'],
  ],
  people: [
    ...'amiga amigo namorado namorada esposo esposa marido mulher irmã irmão prima primo mãe pai tia tio avó avô'.split(
      ' ',
    ),
  ],
  children: ['filho', 'filha', 'sobrinho', 'sobrinha'],
  possessives: ['meu', 'minha', 'meus', 'minhas', 'nosso', 'nossa'],
  thirdPersonPronouns: ['ele', 'ela'],
  ageLinks: ['tem', 'faz', 'só', 'so', 'já', 'ja'],
  selfWords: ['eu', 'tenho'],
  selfAgeLinks: ['tenho', 'já', 'só', 'sou'],
  pastAgeWords: ['tinha', 'quando', 'com', 'aos', 'há', 'faz'],
  yearsWords: ['anos', 'aninhos'],
  birthYearCues: ['nasci', 'nascido', 'nascida', 'sou'],
  onBehalfOf: ['por', 'para', 'pra'],
  alsoWords: ['também'],
  wantWords: ['quer', 'querem', 'fazer', 'tatuar'],
};
