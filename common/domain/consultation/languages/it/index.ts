import type { LanguageModule } from '../language-module.ts';
import { DIALOGUE_WORDS } from './dialogue-words.ts';
import { NUMBER_WORDS } from './number-words.ts';
import { ITALIAN } from './phrasebook.ts';
import { READING_WORDS } from './reading-words.ts';
import { STUDIO_ANSWERS_IT } from './studio-answers.ts';

/** Italian: its tell-tale words, its replies and its reading words. */
export const IT: LanguageModule = {
  code: 'it',
  hintWords:
    'ciao buongiorno vorrei tatuaggio tatuaggi sul sulla braccio più grazie mio mia della sono fare costa meno lui piccola piccolo sotto ho anni nera nero dietro voglio anche fai'.split(
      ' ',
    ),
  replies: {
    // One warm register: every tone speaks the same Italian.
    phrasebooks: { friendly: ITALIAN, professional: ITALIAN, playful: ITALIAN },
    listWords: { and: 'e', or: 'o' },
  },
  reading: READING_WORDS,
  numbers: NUMBER_WORDS,
  studioAnswers: STUDIO_ANSWERS_IT,
  dialogue: DIALOGUE_WORDS,
};
