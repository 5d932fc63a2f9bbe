import type { DialogueWords } from '../language-module.ts';

/** Portuguese words of the dialogue rules (decision 046). */
export const DIALOGUE_WORDS: DialogueWords = {
  thanks: ['obrigado', 'obrigada', 'valeu', 'brigado', 'brigada'],
  leaveToArtist: [
    'você decide',
    'voce decide',
    'decide você',
    'decide voce',
    'o que você achar',
    'o que voce achar',
    'como você achar',
    'como voce achar',
    'escolhe você',
    'escolhe voce',
    'fica a seu critério',
    'fica a seu criterio',
  ],
  empathy: [
    ['perdi meu', 'memorial'],
    ['perdi minha', 'memorial'],
    ['perdemos', 'memorial'],
    ['ano difícil', 'hardship'],
    ['ano dificil', 'hardship'],
    ['tá sendo difícil', 'hardship'],
    ['ta sendo dificil', 'hardship'],
    ['fase difícil', 'hardship'],
    ['desculpa o textão', 'hardship'],
    ['desculpa o textao', 'hardship'],
  ],
  people: [
    ...'amiga amigo namorado namorada esposo esposa marido mulher irmã irma irmão irmao prima primo mãe mae pai tia tio avó avo avô'.split(
      ' ',
    ),
  ],
  children: ['filho', 'filha', 'sobrinho', 'sobrinha'],
  possessives: ['meu', 'minha', 'meus', 'minhas', 'nosso', 'nossa'],
  thirdPersonPronouns: ['ele', 'ela'],
  ageLinks: ['tem', 'faz', 'só', 'so', 'já', 'ja'],
  onBehalfOf: ['por', 'para', 'pra'],
  alsoWords: ['também', 'tambem'],
  wantWords: ['quer', 'querem', 'fazer', 'tatuar'],
};
