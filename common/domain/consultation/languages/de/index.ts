import type { LanguageModule } from '../language-module.ts';
import { READING_WORDS } from './reading-words.ts';

/** German: its tell-tale words, its replies and its reading words. */
export const DE: LanguageModule = {
  code: 'de',
  hintWords:
    'hallo guten tag ich möchte haben sie noch freie termine für ein eine und nicht bitte tätowierung was kostet das auf dem meinem'.split(
      ' ',
    ),
  replies: null,
  reading: READING_WORDS,
};
