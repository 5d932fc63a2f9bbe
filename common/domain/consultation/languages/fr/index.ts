import type { LanguageModule } from '../language-module.ts';
import { DIALOGUE_WORDS } from './dialogue-words.ts';
import { NUMBER_WORDS } from './number-words.ts';
import { FRENCH } from './phrasebook.ts';
import { READING_WORDS } from './reading-words.ts';
import { STUDIO_ANSWERS_FR } from './studio-answers.ts';

/** French: its tell-tale words, its replies and its reading words. */
export const FR: LanguageModule = {
  code: 'fr',
  hintWords:
    'bonjour salut je voudrais tatouage tatouages sur le les est cest vous faites des une merci possible petit petite jaimerais aimerais suis avec mon pour pas jai'.split(
      ' ',
    ),
  replies: {
    // One warm register: every tone speaks the same French.
    phrasebooks: { friendly: FRENCH, professional: FRENCH, playful: FRENCH },
    listWords: { and: 'et', or: 'ou' },
  },
  reading: READING_WORDS,
  numbers: NUMBER_WORDS,
  studioAnswers: STUDIO_ANSWERS_FR,
  dialogue: DIALOGUE_WORDS,
};
