import { detectAll } from 'tinyld/light';
import { LANGUAGES, type LanguageModule } from '../languages/index.ts';
import { spelledSet } from '../text/spellings.ts';

/**
 * Each language's words frequent in tattoo DMs and rare in the others. Short messages ("presupuesto 600",
 * "oi tudo bem") are too short for a statistical detector, so these decide first.
 */
const OWN_WORDS: ReadonlyMap<LanguageModule, ReadonlySet<string>> = new Map(
  LANGUAGES.map((module) => [module, ownWordsOf(module)]),
);
const HINT_WORDS: ReadonlyArray<{ language: string; hints: ReadonlyMap<string, number> }> = LANGUAGES.map(
  (module) => ({ language: module.code, hints: weighedHints(module) }),
);

/**
 * A language's own everyday words, beyond its hints: numbers, sizes, body areas, colours, family. A hint another
 * language also owns ("una" is Italian as much as Spanish, "petite" is also a hint of nothing else) tells less.
 */
function ownWordsOf(module: LanguageModule): ReadonlySet<string> {
  const { numbers, reading, dialogue } = module;
  const phrases = [
    ...numbers.values.map(([word]) => word),
    ...reading.vagueSizes.map(([word]) => word),
    ...reading.sizeWordsBesideSubject.map(([word]) => word),
    ...reading.areaNames.map(([word]) => word),
    ...reading.colorPhrases,
    ...dialogue.people,
    ...dialogue.children,
    ...dialogue.possessives,
    ...module.hintWords,
  ];
  return spelledSet(phrases.flatMap((phrase) => phrase.split(' ')));
}

/** Each hint and what it tells: 1 when only this language owns the word, less the more languages share it. */
function weighedHints(module: LanguageModule): ReadonlyMap<string, number> {
  const others = LANGUAGES.filter((other) => other.code !== module.code).map(
    (other) => OWN_WORDS.get(other)!,
  );
  return new Map(
    [...spelledSet(module.hintWords)].map((word) => [
      word,
      1 / (1 + others.filter((words) => words.has(word)).length),
    ]),
  );
}

/** What a word tells of a language: its hint weight as written, or drawn out ("holaa", "oii"), else 0. */
function hintWeight(hints: ReadonlyMap<string, number>, word: string): number {
  return hints.get(word) ?? hints.get(word.replace(/(\p{L})\1+$/u, '$1')) ?? 0;
}

/** Below this many letters the statistical detector guesses; only the hint words are trusted. */
const MIN_LETTERS_FOR_DETECTOR = 12;
/**
 * tinyld's score for its best guess, and its lead over the runner-up, below which the guess is noise:
 * short English tattoo talk ("a koi swimming upstream") scores ~0.05 as Polish or Italian, while real
 * French or Italian sentences score above 0.15 with a clear lead.
 */
const MIN_DETECTOR_ACCURACY = 0.15;
const MIN_DETECTOR_LEAD = 0.05;

/**
 * How long a message must be, in letters, before it may change a conversation's language (issue #23 "A
 * conversation keeps its language unless the client switches"): "ok thanks", "sorry, 150" or "200 euro" in a
 * Spanish chat are not a switch. 20 letters is about four words, where hint words and tinyld are right 97 % of
 * the time on the evaluation set's messages (decision 044).
 */
const MIN_LETTERS_TO_SWITCH = 20;
/** Hint words of the winning language beyond the runner-up's that make a long message's language clear. */
const MIN_HINT_LEAD_TO_SWITCH = 2;

export interface DetectedLanguage {
  /** ISO 639-1 code of the message's language, or null when it cannot be told. */
  language: string | null;
  /** Long enough and confident enough to move a conversation to another language. */
  isClear: boolean;
}

/**
 * The ISO 639-1 language of a message, or null when it cannot be told (a greeting, a number, an emoji).
 * Short messages are read from each language's tell-tale words; longer ones from tinyld when the words do not
 * decide (issue #11). `isClear` says whether the message may switch a conversation's language (issue #23).
 */
export function detectLanguage(words: readonly string[], text: string): DetectedLanguage {
  const letters = text.replace(/[^\p{L}]/gu, '').length;
  const [best, second] = HINT_WORDS.map(({ language, hints }) => ({
    language,
    score: words.reduce((sum, word) => sum + hintWeight(hints, word), 0),
  })).sort((a, b) => b.score - a.score);
  const hintLead = (best?.score ?? 0) - (second?.score ?? 0);
  if (best && best.score > 0 && hintLead > 0) {
    return {
      language: best.language,
      isClear: letters >= MIN_LETTERS_TO_SWITCH && hintLead >= MIN_HINT_LEAD_TO_SWITCH,
    };
  }
  if (letters < MIN_LETTERS_FOR_DETECTOR) return { language: null, isClear: false };
  const [first, runnerUp] = detectAll(text);
  if (!first || first.accuracy < MIN_DETECTOR_ACCURACY) return { language: null, isClear: false };
  const isConfident = first.accuracy - (runnerUp?.accuracy ?? 0) >= MIN_DETECTOR_LEAD;
  return {
    language: isConfident ? first.lang : null,
    isClear: isConfident && letters >= MIN_LETTERS_TO_SWITCH,
  };
}
