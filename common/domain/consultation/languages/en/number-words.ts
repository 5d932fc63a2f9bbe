import type { NumberWords } from '../../text/number-words.ts';

/** English number words; the reader's rules are in `text/number-words.ts`. */
export const NUMBER_WORDS: NumberWords = {
  values: [
    ['a', 1],
    ['one', 1],
    ['two', 2],
    ['three', 3],
    ['four', 4],
    ['five', 5],
    ['six', 6],
    ['seven', 7],
    ['eight', 8],
    ['nine', 9],
    ['ten', 10],
    ['eleven', 11],
    ['twelve', 12],
    ['thirteen', 13],
    ['fourteen', 14],
    ['fifteen', 15],
    ['sixteen', 16],
    ['seventeen', 17],
    ['eighteen', 18],
    ['nineteen', 19],
    ['twenty', 20],
    ['thirty', 30],
    ['forty', 40],
    ['fifty', 50],
    ['sixty', 60],
    ['seventy', 70],
    ['eighty', 80],
    ['ninety', 90],
  ],
  collectives: [['dozen', 12]],
  collectiveLinks: ['of'],
  multipliers: [
    { word: 'hundred', value: 100, afterFigures: true },
    { word: 'thousand', value: 1000, afterFigures: true },
    { word: 'grand', value: 1000, afterFigures: true, money: true },
    { word: 'k', value: 1000, afterFigures: true, attached: true, money: true },
    // "5 bills" is $500 in US slang.
    { word: 'bill', value: 100, afterFigures: true, money: true },
    { word: 'bills', value: 100, afterFigures: true, money: true },
    // "2-3 hundo", "5 hunnid": hundreds in slang, always money.
    { word: 'hundo', value: 100, afterFigures: true, money: true },
    { word: 'hundos', value: 100, afterFigures: true, money: true },
    { word: 'hunnid', value: 100, afterFigures: true, money: true },
    { word: 'hunnit', value: 100, afterFigures: true, money: true },
    // "4 benjamins": hundred-dollar notes (Benjamin Franklin's portrait).
    { word: 'benjamin', value: 100, afterFigures: true, money: true },
    { word: 'benjamins', value: 100, afterFigures: true, money: true },
  ],
  compoundParts: [],
  joiners: ['and'],
  compoundJoiners: [],
  halves: ['half'],
  // "grand" alone is "that'd be grand", "k" alone is "ok".
  weakWords: ['a', 'one', 'grand', 'k'],
  approximations: [
    ['couple', [2, 3]],
    ['few', [3, 5]],
  ],
};
