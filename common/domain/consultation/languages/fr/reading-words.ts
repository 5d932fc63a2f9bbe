import type { ReadingWords } from '../language-module.ts';
import { AREA_NAMES } from './area-names.ts';
import { MESSAGE_WORDS } from './message-words.ts';

/** The French words the readers look for: body areas, answers, styles, sizes, colours and money. */
export const READING_WORDS: ReadingWords = {
  areaNames: AREA_NAMES,
  // One edit away from French area names lie English words ("venture" → "ventre").
  elisions: ['l', 'd'],
  elisionsMeaningOf: ['d'],
  articlesBeforeAreas: [],
  correctsAreaNames: false,
  yesAnswers: ['oui', 'ouais', 'bien sûr'],
  negativeAnswers: [
    'non',
    'pas de',
    'pas encore',
    'aucune',
    'aucun',
    'ni lun ni lautre',
    'ni lune ni lautre',
    'je nai pas',
    'nan',
    'pas vraiment',
  ],
  styleNames: [],
  namedSizes: [],
  vagueSizes: [],
  sizeWordsBesideSubject: [
    ['minuscule', 'tiny'],
    ['minuscules', 'tiny'],
    ['tout petit', 'tiny'],
    ['toute petite', 'tiny'],
    ['petit', 'small'],
    ['petite', 'small'],
    ['moyen', 'medium'],
    ['moyenne', 'medium'],
    ['grand', 'large'],
  ],
  blackAndGreyPhrases: ['noir et gris', 'noir et blanc', 'juste du noir', 'que du noir', 'tout en noir'],
  colorPhrases: ['couleur', 'coloré', 'colorée'],
  bareBlackAnswers: [],
  negationsBeforeColor: ['pas', 'sans'],
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
