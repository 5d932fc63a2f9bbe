import type { DialogueWords } from '../language-module.ts';

/** Italian words of the dialogue rules (decision 046). */
export const DIALOGUE_WORDS: DialogueWords = {
  thanks: ['grazie', 'grazie mille'],
  unsure: ['non so', 'non lo so', 'boh', 'non saprei', 'uno qualsiasi', 'va bene tutto', 'indifferente'],
  withdrawals: [
    'lascia stare',
    'lasciamo stare',
    'più avanti',
    'un altro momento',
    'non sono pronto',
    'non sono pronta',
    'lascio perdere',
  ],
  leaveToArtist: ['decidi tu', 'scegli tu', 'fai tu', 'come vuoi'],
  empathy: [
    ['aborto spontaneo', 'memorial'],
    ['divorzio', 'hardship'],
    ['separazione', 'hardship'],
    ['ho perso', 'memorial'],
    ['abbiamo perso', 'memorial'],
    ['anno difficile', 'hardship'],
    ['periodo difficile', 'hardship'],
    ['scusa il papiro', 'hardship'],
  ],
  people: [
    ...'amico amica ragazzo ragazza marito moglie fratello sorella cugino cugina madre mamma padre papà zia zio nonna nonno'.split(
      ' ',
    ),
  ],
  children: ['figlio', 'figlia', 'nipote'],
  possessives: ['mio', 'mia', 'miei', 'mie', 'nostro', 'nostra'],
  thirdPersonPronouns: ['lui', 'lei'],
  ageLinks: ['ha', 'compie', 'solo', 'di', 'da'],
  selfWords: ['io', 'ho'],
  selfAgeLinks: ['ho', 'sono', 'solo', 'appena'],
  pastAgeWords: ['avevo', 'quando', 'a', 'da', 'fa'],
  yearsWords: ['anni'],
  adultStatements: ['maggiorenne', 'più di 18'],
  decadeEndings: ['ina'],
  birthYearCues: ['nato', 'nata', 'classe', 'sono', 'nascita'],
  onBehalfOf: ['per'],
  alsoWords: ['anche', 'pure', 'uguali', 'abbinati', 'abbinate', 'entrambi', 'insieme'],
  wantWords: ['vuole', 'vorrebbe', 'vorremmo', 'vogliamo'],
  bringWords: ['portare', 'portarmi'],
  comeAlongWords: ['venire', 'viene', 'accompagnare', 'accompagnarmi', 'assistere', 'guardare'],
  withWords: ['con'],
};
