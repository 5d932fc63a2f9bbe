import type { LanguageModule, LanguageReplies } from '../language-module.ts';
import { AREA_NAMES } from './area-names.ts';
import { FRIENDLY } from './friendly.ts';
import { PLAYFUL } from './playful.ts';
import { PROFESSIONAL } from './professional.ts';

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
  reading: {
    areaNames: AREA_NAMES,
    elisions: [],
    elisionsMeaningOf: [],
    articlesBeforeAreas: [],
    correctsAreaNames: true,
    yesAnswers: [
      'yes',
      'yeah',
      'yep',
      'yup',
      'ya',
      'yea',
      'ye',
      'sure',
      'definitely',
      'absolutely',
      'of course',
      'i do',
      'i have',
    ],
    negativeAnswers: [
      'no',
      'nope',
      'nah',
      'naw',
      'nop',
      'none',
      'none of those',
      'none of them',
      'neither',
      'neither of those',
      'neither of them',
      'nothing',
      'not really',
      'not yet',
      'not rn',
      'not atm',
      'not at the moment',
      'not right now',
      'not for now',
      'no not really',
      'not at all',
      'dont',
      'i dont',
      'no i dont',
      'dont have',
      'dont have any',
      'i dont have',
      'i dont have any',
      'i havent',
      'havent got',
      'i havent got',
      'zero',
    ],
  },
};
