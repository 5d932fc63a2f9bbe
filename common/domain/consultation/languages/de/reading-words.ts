import type { ReadingWords } from '../language-module.ts';
import { AREA_NAMES } from './area-names.ts';
import { MESSAGE_WORDS } from './message-words.ts';

/** The German words the readers look for: body areas, answers, styles, sizes, colours and money. */
export const READING_WORDS: ReadingWords = {
  areaNames: AREA_NAMES,
  elisions: [],
  elisionsMeaningOf: [],
  articlesBeforeAreas: [],
  yesAnswers: ['ja', 'jawohl', 'genau'],
  negativeAnswers: [
    'nein',
    'nö',
    'nee',
    'kein',
    'keine',
    'keinen',
    'keins',
    'keiner',
    'keines',
    'noch nicht',
    'nicht wirklich',
  ],
  styleNames: [],
  namedSizes: [],
  vagueSizes: [],
  sizeWordsBesideSubject: [],
  blackAndGreyPhrases: ['schwarz grau', 'schwarz und grau', 'schwarz weiß', 'schwarz weiss', 'nur schwarz'],
  colorPhrases: ['farbe', 'farbig'],
  bareBlackAnswers: [],
  negationsBeforeColor: ['ohne', 'kein', 'keine', 'keinen'],
  currencyWords: [],
  budgetCues: [],
  upToPhrases: [],
  atLeastPhrases: [],
  aroundPhrases: [],
  flexibleBudgetPhrases: [],
  flexibleBudgetAnswers: [],
  budgetLeadWords: [],
  ...MESSAGE_WORDS,
};
