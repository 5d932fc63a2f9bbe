import type { LanguageModule } from '../language-module.ts';
import { AREA_NAMES } from './area-names.ts';

/** French: its tell-tale words, its replies and its reading words. */
export const FR: LanguageModule = {
  code: 'fr',
  hintWords:
    'bonjour salut je voudrais tatouage tatouages sur le les est cest vous faites des une merci possible petit petite jaimerais aimerais'.split(
      ' ',
    ),
  replies: null,
  reading: {
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
  },
};
