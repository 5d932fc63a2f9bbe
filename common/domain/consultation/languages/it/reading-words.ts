import type { ReadingWords } from '../language-module.ts';
import { AREA_NAMES } from './area-names.ts';
import { MESSAGE_WORDS } from './message-words.ts';

/** The Italian words the readers look for: body areas, answers, styles, sizes, colours and money. */
export const READING_WORDS: ReadingWords = {
  areaNames: AREA_NAMES,
  elisions: ['l', 'dell', 'sull', 'nell', 'all', 'dall'],
  elisionsMeaningOf: ['dell', 'dall'],
  articlesBeforeAreas: [],
  yesAnswers: ['sì', 'certo'],
  negativeAnswers: [
    'nessuna',
    'nessuno',
    'nessuno dei due',
    'nessuna delle due',
    'niente',
    'non ancora',
    'non proprio',
  ],
  styleNames: [],
  namedSizes: [],
  vagueSizes: [],
  sizeWordsBesideSubject: [],
  blackAndGreyPhrases: ['nero e grigio', 'bianco e nero', 'solo nero'],
  colorPhrases: ['colore', 'colori', 'colorato', 'colorata'],
  bareBlackAnswers: [],
  negationsBeforeColor: ['senza', 'niente', 'nessun'],
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
