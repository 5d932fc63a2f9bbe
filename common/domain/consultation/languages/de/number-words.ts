import type { NumberWords } from '../../text/number-words.ts';

/** German number words, written as one word or apart; the reader's rules are in `text/number-words.ts`. */
export const NUMBER_WORDS: NumberWords = {
  values: [
    ['ein', 1],
    ['eine', 1],
    ['eins', 1],
    ['zwei', 2],
    ['zwo', 2],
    ['drei', 3],
    ['vier', 4],
    ['fünf', 5],
    ['sechs', 6],
    ['sieben', 7],
    ['acht', 8],
    ['neun', 9],
    ['zehn', 10],
    ['elf', 11],
    ['zwölf', 12],
    ['dreizehn', 13],
    ['vierzehn', 14],
    ['fünfzehn', 15],
    ['sechzehn', 16],
    ['siebzehn', 17],
    ['achtzehn', 18],
    ['neunzehn', 19],
    ['zwanzig', 20],
    ['dreißig', 30],
    ['vierzig', 40],
    ['fünfzig', 50],
    ['sechzig', 60],
    ['siebzig', 70],
    ['achtzig', 80],
    ['neunzig', 90],
    // "zwölfeinhalb", "vier einhalb": a half said as part of the number.
    ['einhalb', 0.5],
    ['anderthalb', 1.5],
  ],
  collectives: [['dutzend', 12]],
  collectiveLinks: [],
  multipliers: [
    { word: 'hundert', value: 100 },
    { word: 'tausend', value: 1000, afterFigures: true },
    // "drei Hunnis": hundred-euro notes, money in slang.
    { word: 'hunnis', value: 100, afterFigures: true, money: true },
    { word: 'hunni', value: 100, afterFigures: true, money: true },
  ],
  compoundParts: [],
  joiners: ['und'],
  // "einundzwanzig" is 1 + 20.
  compoundJoiners: ['und'],
  halves: ['halb'],
  // "elf" is an English tattoo subject.
  weakWords: ['ein', 'eine', 'eins', 'elf'],
  approximations: [['paar', [2, 3]]],
};
