import type { LanguageModule } from '../language-module.ts';
import { AREA_NAMES } from './area-names.ts';

/** Italian: its tell-tale words, its replies and its reading words. */
export const IT: LanguageModule = {
  code: 'it',
  hintWords:
    'ciao buongiorno vorrei tatuaggio tatuaggi sul sulla braccio più grazie mio mia della sono fare costa meno lui piccola piccolo sotto'.split(
      ' ',
    ),
  replies: null,
  reading: {
    areaNames: AREA_NAMES,
    elisions: ['l', 'dell', 'sull', 'nell', 'all', 'dall'],
    elisionsMeaningOf: ['dell', 'dall'],
    articlesBeforeAreas: [],
    correctsAreaNames: false,
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
  },
};
