import {
  CATEGORIES,
  type CaseInput,
  type Category,
  type ConversationCase,
  caseSchema,
} from '../case-schema.ts';
import abuse from './abuse.ts';
import booksClosed from './books-closed.ts';
import closing from './closing.ts';
import complete from './complete.ts';
import correction from './correction.ts';
import coverUp from './cover-up.ts';
import dialogue from './dialogue.ts';
import fan from './fan.ts';
import fresh202611 from './fresh-2026-11/index.ts';
import fresh202611b from './fresh-2026-11b/index.ts';
import fresh202611c from './fresh-2026-11c/index.ts';
import fresh202611d from './fresh-2026-11d/index.ts';
import fresh202611e from './fresh-2026-11e/index.ts';
import fresh202611f from './fresh-2026-11f/index.ts';
import fresh202611g from './fresh-2026-11g/index.ts';
import fresh202611h from './fresh-2026-11h/index.ts';
import fresh202611i from './fresh-2026-11i/index.ts';
import fresh202611j from './fresh-2026-11j/index.ts';
import fresh202611k from './fresh-2026-11k/index.ts';
import fresh202611l from './fresh-2026-11l/index.ts';
import fresh202611m from './fresh-2026-11m/index.ts';
import fresh202611n from './fresh-2026-11n/index.ts';
import fresh202611o from './fresh-2026-11o/index.ts';
import fresh202611p from './fresh-2026-11p/index.ts';
import fresh202611q from './fresh-2026-11q/index.ts';
import fresh202611r from './fresh-2026-11r/index.ts';
import fresh202611s from './fresh-2026-11s/index.ts';
import fresh202611t from './fresh-2026-11t/index.ts';
import fresh202611u from './fresh-2026-11u/index.ts';
import fresh202611v from './fresh-2026-11v/index.ts';
import greeting from './greeting.ts';
import human from './human.ts';
import images from './images.ts';
import injection from './injection.ts';
import instagramVoice from './instagram-voice.ts';
import languages from './languages.ts';
import lettering from './lettering.ts';
import memorial from './memorial.ts';
import offTopic from './off-topic.ts';
import otherLanguage from './other-language.ts';
import parentForChild from './parent-for-child.ts';
import portuguese from './portuguese.ts';
import priceFirst from './price-first.ts';
import readArtist from './read-artist.ts';
import reading from './reading.ts';
import singleStyle from './single-style.ts';
import slang from './slang.ts';
import spam from './spam.ts';
import spanish from './spanish.ts';
import studioAnswers from './studio-answers.ts';
import studioQuestion from './studio-question.ts';
import thirdParty from './third-party.ts';
import turning18 from './turning-18.ts';
import underAge from './under-age.ts';
import unsure from './unsure.ts';
import walkInFlash from './walk-in-flash.ts';

/** Every case file (or folder, for a held-out set), by the category its cases belong to. */
const FILES: Record<Category, readonly CaseInput[]> = {
  complete,
  greeting,
  fan,
  human,
  'off-topic': offTopic,
  spam,
  abuse,
  injection,
  'under-age': underAge,
  'parent-for-child': parentForChild,
  'turning-18': turning18,
  'cover-up': coverUp,
  memorial,
  'price-first': priceFirst,
  'walk-in-flash': walkInFlash,
  'studio-question': studioQuestion,
  unsure,
  correction,
  slang,
  spanish,
  portuguese,
  'other-language': otherLanguage,
  'books-closed': booksClosed,
  'read-artist': readArtist,
  lettering,
  images,
  'third-party': thirdParty,
  'single-style': singleStyle,
  'instagram-voice': instagramVoice,
  languages,
  'studio-answers': studioAnswers,
  dialogue,
  closing,
  reading,
  'fresh-2026-11': fresh202611,
  'fresh-2026-11b': fresh202611b,
  'fresh-2026-11c': fresh202611c,
  'fresh-2026-11d': fresh202611d,
  'fresh-2026-11e': fresh202611e,
  'fresh-2026-11f': fresh202611f,
  'fresh-2026-11g': fresh202611g,
  'fresh-2026-11h': fresh202611h,
  'fresh-2026-11i': fresh202611i,
  'fresh-2026-11j': fresh202611j,
  'fresh-2026-11k': fresh202611k,
  'fresh-2026-11l': fresh202611l,
  'fresh-2026-11m': fresh202611m,
  'fresh-2026-11n': fresh202611n,
  'fresh-2026-11o': fresh202611o,
  'fresh-2026-11p': fresh202611p,
  'fresh-2026-11q': fresh202611q,
  'fresh-2026-11r': fresh202611r,
  'fresh-2026-11s': fresh202611s,
  'fresh-2026-11t': fresh202611t,
  'fresh-2026-11u': fresh202611u,
  'fresh-2026-11v': fresh202611v,
};

/** All cases, validated: the schema, a unique id, and the category of the file they live in. */
export function loadCases(): ConversationCase[] {
  const seen = new Set<string>();
  return CATEGORIES.flatMap((category) =>
    FILES[category].map((input) => {
      const parsed = caseSchema.safeParse(input);
      if (!parsed.success) throw new Error(`Case ${input.id ?? '?'} (${category}): ${parsed.error.message}`);
      if (parsed.data.category !== category)
        throw new Error(`Case ${parsed.data.id} says ${parsed.data.category} but lives in ${category}.ts`);
      if (seen.has(parsed.data.id)) throw new Error(`Case id ${parsed.data.id} is used twice`);
      seen.add(parsed.data.id);
      return parsed.data;
    }),
  );
}
