import type { LanguageModule } from '../language-module.ts';
import { AREA_NAMES } from './area-names.ts';

/** German: its tell-tale words, its replies and its reading words. */
export const DE: LanguageModule = {
  code: 'de',
  hintWords:
    'hallo guten tag ich möchte haben sie noch freie termine für ein eine und nicht bitte tätowierung was kostet das auf dem meinem'.split(
      ' ',
    ),
  replies: null,
  reading: {
    areaNames: AREA_NAMES,
    elisions: [],
    elisionsMeaningOf: [],
    articlesBeforeAreas: [],
    correctsAreaNames: false,
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
  },
};
