import type { LanguageModule, LanguageReplies } from '../language-module.ts';
import { DIALOGUE_WORDS } from './dialogue-words.ts';
import { FRIENDLY } from './friendly.ts';
import { NUMBER_WORDS } from './number-words.ts';
import { PLAYFUL } from './playful.ts';
import { PROFESSIONAL } from './professional.ts';
import { READING_WORDS } from './reading-words.ts';
import { STUDIO_ANSWERS_EN } from './studio-answers.ts';

/** The default replies: one phrasebook per tone; also the fallback for a language not spoken. */
export const ENGLISH_REPLIES: LanguageReplies = {
  phrasebooks: { friendly: FRIENDLY, professional: PROFESSIONAL, playful: PLAYFUL },
  listWords: { and: 'and', or: 'or' },
};

/** English: its tell-tale words, its replies and its reading words. */
export const EN: LanguageModule = {
  code: 'en',
  hintWords:
    'i im the want wanna my on and you your is of for with would like hi hey hello thanks how what where small big please get can some this that just nope nah none yet really preference refs pics references whenever anytime'.split(
      ' ',
    ),
  replies: ENGLISH_REPLIES,
  reading: READING_WORDS,
  numbers: NUMBER_WORDS,
  studioAnswers: STUDIO_ANSWERS_EN,
  dialogue: DIALOGUE_WORDS,
};
