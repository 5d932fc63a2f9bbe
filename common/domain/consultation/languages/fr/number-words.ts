import type { NumberWords } from '../../text/number-words.ts';

/** The 70s and 90s count on from 60 and 80 ("soixante-douze" is 72): fixed phrases the place rule cannot add. */
const TEENS: ReadonlyArray<readonly [string, number]> = [
  ['onze', 11],
  ['douze', 12],
  ['treize', 13],
  ['quatorze', 14],
  ['quinze', 15],
  ['seize', 16],
];

/** French number words (France, Belgium, Switzerland); the reader's rules are in `text/number-words.ts`. */
export const NUMBER_WORDS: NumberWords = {
  values: [
    ['un', 1],
    ['une', 1],
    ['deux', 2],
    ['trois', 3],
    ['quatre', 4],
    ['cinq', 5],
    ['six', 6],
    ['sept', 7],
    ['huit', 8],
    ['neuf', 9],
    ['dix', 10],
    ...TEENS,
    ['vingt', 20],
    ['trente', 30],
    ['quarante', 40],
    ['cinquante', 50],
    ['soixante', 60],
    ['septante', 70],
    ['huitante', 80],
    ['octante', 80],
    ['nonante', 90],
    ['soixante dix', 70],
    ['soixante et onze', 71],
    ['quatre vingt', 80],
    ['quatre vingts', 80],
    ['quatre vingt dix', 90],
    ...TEENS.map(([word, value]) => [`soixante ${word}`, 60 + value] as const),
    ...TEENS.map(([word, value]) => [`quatre vingt ${word}`, 80 + value] as const),
  ],
  collectives: [
    ['dizaine', 10],
    ['douzaine', 12],
    ['quinzaine', 15],
    ['vingtaine', 20],
    ['trentaine', 30],
    ['quarantaine', 40],
    ['cinquantaine', 50],
    ['centaine', 100],
  ],
  collectiveLinks: ['de'],
  multipliers: [
    { word: 'cent', value: 100 },
    { word: 'cents', value: 100 },
    { word: 'centaines', value: 100 },
    { word: 'mille', value: 1000, afterFigures: true },
  ],
  compoundParts: [],
  joiners: ['et'],
  compoundJoiners: [],
  halves: ['demi', 'demie'],
  // "sept" and "seize" are English too, "cent" and "cents" English money, "neuf" also means new.
  weakWords: ['un', 'une', 'sept', 'seize', 'cent', 'cents', 'neuf'],
  approximations: [['quelques', [3, 5]]],
};
