import type { LanguageModule } from '../language-module.ts';
import { DIALOGUE_WORDS } from './dialogue-words.ts';
import { NUMBER_WORDS } from './number-words.ts';
import { GERMAN } from './phrasebook.ts';
import { READING_WORDS } from './reading-words.ts';
import { STUDIO_ANSWERS_DE } from './studio-answers.ts';

/** German: its tell-tale words, its replies and its reading words. */
export const DE: LanguageModule = {
  code: 'de',
  hintWords:
    'hallo guten tag ich möchte haben sie noch freie termine für ein eine und nicht bitte tätowierung was kostet das auf dem meinem hab habe kannst gern gerne mit nem einen würde oder bin mir'.split(
      ' ',
    ),
  replies: {
    // One warm register: every tone speaks the same German.
    phrasebooks: { friendly: GERMAN, professional: GERMAN, playful: GERMAN },
    listWords: { and: 'und', or: 'oder' },
  },
  reading: READING_WORDS,
  numbers: NUMBER_WORDS,
  studioAnswers: STUDIO_ANSWERS_DE,
  dialogue: DIALOGUE_WORDS,
};
