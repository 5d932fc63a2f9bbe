import { allowedEdits, editDistanceWithin, isOneSwap } from './edit-distance.ts';
import { foldAccents, stemKeys } from './stem-keys.ts';

/** Below this length a slip is only read when a letter is missing or two are swapped ("blak", "thihg"). */
const MIN_SUBSTITUTION_LENGTH = 6;
/** Corrections are remembered: a conversation repeats its words, and every turn re-reads the transcript. */
const MAX_REMEMBERED = 20_000;

export interface WordCorrectorOptions {
  /** Every word the parsers look for, in every language: a word among these is read as written. */
  vocabulary: Iterable<string>;
  /**
   * The words that name what a tattoo is (styles, body areas, sizes, colours, units, money): inflections, unaccented
   * spellings and typos are read towards these. Function words ("thinking", "take") stay as written, since the
   * parsers compare their surface forms.
   */
  targets: Iterable<string>;
  /** Function words of the languages read ("should", "the"): never corrected, even one letter from a vocabulary word. */
  commonWords: Iterable<string>;
  /**
   * Everyday words of the languages read, a wider list ("usually", "fare", "years"): only a plural is read towards
   * the vocabulary ("years" → "year"), never a spelling ("fare" is Italian "do", not German "farbe").
   */
  everydayWords?: Iterable<string>;
  /** Misspellings further than the edit distance allows, seen in real DMs. */
  knownTypos: ReadonlyMap<string, string>;
  /**
   * What a target means (an area, a style), so a slip equally near two spellings of one meaning is still read
   * ("antebraso": Spanish "antebrazo" or Portuguese "antebraço", the forearm either way).
   */
  meaningOf?: (target: string) => string | undefined;
  /**
   * Endings that derive a word from a vocabulary word, and what gives the base back, every language's:
   * diminutives ("zinho" → "", "ito" → "o") and feminine forms ("gata" → "gato").
   */
  derivedForms?: ReadonlyArray<readonly [ending: string, base: string]>;
}

/**
 * Builds the one function through which every word of a message meets the engine's vocabulary (decision 047):
 * the word itself when known; a known typo's fix; the vocabulary word it is an inflection or an unaccented
 * spelling of (Snowball stems: "geométricas" → "geométrico", "shoulders" → "shoulder"); else the vocabulary
 * word within the edits its length allows ("forarm" → "forearm", "realisim" → "realism"). Common words and
 * ambiguous slips stay as written.
 */
export function createWordCorrector(options: WordCorrectorOptions): (word: string) => string {
  const targets = new Set(options.targets);
  const vocabulary = new Set([...options.vocabulary, ...targets]);
  const commonWords = new Set(options.commonWords);
  const everydayWords = new Set(options.everydayWords ?? []);
  const byStem = indexByStem(targets);
  const byLength = indexByLength(targets);
  const remembered = new Map<string, string>();
  const read = (word: string): string | undefined => {
    if (vocabulary.has(word)) return word;
    const typoFix = options.knownTypos.get(word);
    if (typoFix !== undefined) return typoFix;
    if (commonWords.has(word)) return word;
    const plural = singular(word, vocabulary);
    if (plural !== undefined || everydayWords.has(word)) return plural ?? word;
    return (
      baseOfDerived(word, vocabulary, commonWords, options.derivedForms ?? []) ??
      inflectionOf(word, byStem, ownStemWord(word)) ??
      nearestBySpelling(word, byLength, vocabulary, options.meaningOf)
    );
  };
  /** "Sterne" → "Stern": the stem that is a vocabulary word of its own, before a longer one sharing it ("sterno"). */
  const ownStemWord = (word: string) =>
    stemKeys(word).find((key) => key !== word && vocabulary.has(key) && !commonWords.has(key));
  // Only a spelling by ear that reads as a vocabulary word counts: "sentimetros" is "centímetros".
  const correct = (word: string): string =>
    read(word) ??
    soundAlikeSpellings(word)
      .map(read)
      .find((reading) => reading !== undefined && !commonWords.has(reading)) ??
    word;
  return (word) => {
    const known = remembered.get(word);
    if (known !== undefined) return known;
    const corrected = correct(word);
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    remembered.set(word, corrected);
    return corrected;
  };
}

/**
 * The singular of any vocabulary word ("years", "euros", "tattoos"; "wolves" → "wolf", "butterflies" →
 * "butterfly"): the plural of a function word is still that word, where a stem would reach too far
 * ("thinking" is not "think" to the parsers that look for "thinking of").
 */
function singular(word: string, vocabulary: ReadonlySet<string>): string | undefined {
  if (word.length < 4 || !word.endsWith('s')) return undefined;
  const forms = [word.slice(0, -1)];
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('ves')) forms.push(`${word.slice(0, -3)}f`, `${word.slice(0, -3)}fe`);
  return forms.find((form) => vocabulary.has(form));
}

/** A derived word keeps at least this much of its base: "ito" alone is no word. */
const MIN_DERIVED_BASE = 3;

/**
 * "coraçãozinho" → "coração", "gatito" → "gato", "Sternchen" → "Stern", "gata" → "gato": the vocabulary word a
 * diminutive or a feminine form is made from. A function word is no base ("ahorita" stays as written for the
 * timing reader's own forms).
 */
function baseOfDerived(
  word: string,
  vocabulary: ReadonlySet<string>,
  commonWords: ReadonlySet<string>,
  derivedForms: ReadonlyArray<readonly [string, string]>,
): string | undefined {
  for (const [ending, base] of derivedForms) {
    if (!word.endsWith(ending) || word.length - ending.length < MIN_DERIVED_BASE) continue;
    const candidate = word.slice(0, -ending.length) + base;
    if (vocabulary.has(candidate) && !commonWords.has(candidate)) return candidate;
  }
  return undefined;
}

/** Opening letters written by ear in the six languages read: c/s/z, c/k/q, b/v, g/j. */
const SOUND_ALIKE_OPENINGS: ReadonlyMap<string, readonly string[]> = new Map([
  ['s', ['c', 'z']],
  ['z', ['s', 'c']],
  ['c', ['s', 'k']],
  ['k', ['c', 'q']],
  ['q', ['k']],
  ['b', ['v']],
  ['v', ['b']],
  ['g', ['j']],
  ['j', ['g']],
]);
/** Short words change meaning with their first letter ("sing", "king"); a long one rarely does. */
const MIN_SOUND_ALIKE_LENGTH = 7;

/** "sentimetros" → "centimetros", "kalavera" → "calavera": the word with its opening letter written as it sounds. */
function soundAlikeSpellings(word: string): string[] {
  if (word.length < MIN_SOUND_ALIKE_LENGTH) return [];
  const rest = word.slice(1);
  return (SOUND_ALIKE_OPENINGS.get(word.charAt(0)) ?? []).map((letter) => letter + rest);
}

function indexByStem(vocabulary: ReadonlySet<string>): Map<string, string> {
  const index = new Map<string, string>();
  for (const word of vocabulary) {
    for (const key of stemKeys(word)) if (!index.has(key)) index.set(key, word);
  }
  return index;
}

/**
 * The vocabulary word sharing a stem with this one. The vocabulary holds base forms and an inflection is no
 * shorter than its base ("should" is not a form of "shoulder", whose German stem it is; Italian "costa" is not
 * Portuguese "costas"), so a word shorter than the vocabulary word it would become is left alone.
 */
function inflectionOf(
  word: string,
  byStem: ReadonlyMap<string, string>,
  stemWord: string | undefined,
): string | undefined {
  const folded = foldAccents(word);
  for (const key of stemKeys(word)) {
    const base = byStem.get(key);
    if (base === undefined || folded.length < base.length) continue;
    if (isLongStem(key) || isPlural(folded, foldAccents(base))) return stemWord ?? base;
  }
  return undefined;
}

/** Four-letter stems also end other words ("shine" has German "shin"): there only a plural is read. */
const MIN_OPEN_STEM_LENGTH = 5;

function isLongStem(key: string): boolean {
  return key.length >= MIN_OPEN_STEM_LENGTH;
}

/** "hands", "ankles", "tatuajes": the base and a plural ending, in each language the engine reads. */
function isPlural(word: string, base: string): boolean {
  return word === `${base}s` || word === `${base}es`;
}

function indexByLength(vocabulary: ReadonlySet<string>): Map<number, string[]> {
  const index = new Map<number, string[]>();
  for (const word of vocabulary) {
    if (allowedEdits(word.length) === 0) continue;
    const bucket = index.get(word.length) ?? [];
    bucket.push(word);
    index.set(word.length, bucket);
  }
  return index;
}

/**
 * The vocabulary word nearest in spelling, within the edits both lengths allow; only words of nearby lengths
 * that share a first or second letter are compared, so the search stays small. Two different words equally
 * near leave the word as written: a guess is worse than a question.
 */
function nearestBySpelling(
  word: string,
  byLength: ReadonlyMap<number, readonly string[]>,
  vocabulary: ReadonlySet<string>,
  meaningOf: (target: string) => string | undefined = () => undefined,
): string | undefined {
  const maxEdits = allowedEdits(word.length);
  if (maxEdits === 0) return undefined;
  let best: string | undefined;
  let bestRank = Number.POSITIVE_INFINITY;
  let isTied = false;
  for (let length = word.length - maxEdits; length <= word.length + maxEdits; length += 1) {
    for (const candidate of byLength.get(length) ?? []) {
      if (!sharesAnOpening(word, candidate)) continue;
      const limit = Math.min(maxEdits, allowedEdits(candidate.length));
      const distance = editDistanceWithin(word, candidate, limit);
      if (distance === null || !isPlausibleSlip(word, candidate)) continue;
      const rank = distance * SLIP_KINDS + slipKind(word, candidate);
      if (rank < bestRank) {
        best = candidate;
        bestRank = rank;
        isTied = false;
      } else if (rank === bestRank && candidate !== best && !meansTheSame(best, candidate, meaningOf)) {
        isTied = true;
      }
    }
  }
  return best !== undefined && !isTied && !vocabulary.has(word) ? best : undefined;
}

function meansTheSame(
  a: string | undefined,
  b: string,
  meaningOf: (target: string) => string | undefined,
): boolean {
  const meaning = a === undefined ? undefined : meaningOf(a);
  return meaning !== undefined && meaning === meaningOf(b);
}

/**
 * The first letter kept, or the first two swapped, or (in a longer word) the first one dropped ("nuckle" for
 * "knuckle"; "late" is not "plate").
 */
function sharesAnOpening(word: string, candidate: string): boolean {
  const [first, second] = [word.charAt(0), word.charAt(1)];
  if (first === candidate.charAt(0) || (first === candidate.charAt(1) && second === candidate.charAt(0)))
    return true;
  return word.length >= MIN_SUBSTITUTION_LENGTH && first === candidate.charAt(1);
}

const SLIP_KINDS = 3;

/**
 * Which slip is likelier, at equal distance: a letter left out ("realistc" is "realistic", not "realist"),
 * then a changed or swapped letter, then one typed twice.
 */
function slipKind(word: string, candidate: string): number {
  if (candidate.length > word.length) return 0;
  return candidate.length === word.length ? 1 : 2;
}

/** An extra letter makes another word of most shorter words ("venture" is not French "ventre"). */
const MIN_EXTRA_LETTER_LENGTH = 8;

/**
 * Short words change meaning with one letter ("calm"/"calf", "shine"/"shin", "feel"/"feet"): below six letters
 * only a missing letter or a swapped pair is read as a slip, and an extra letter only from eight. The last letter
 * of a shorter word carries its grammar, so a different last letter is another word ("realise" is not "realism"),
 * and so does a plural's "s".
 */
function isPlausibleSlip(word: string, candidate: string): boolean {
  // "costa" is not the plural "costas": number is read through stems, never as a slip.
  if (candidate === `${word}s` || word === `${candidate}s`) return false;
  if (isOneSwap(word, candidate) || candidate.length === word.length + 1) return true;
  if (candidate.length < word.length) return word.length >= MIN_EXTRA_LETTER_LENGTH;
  if (word.length >= MIN_EXTRA_LETTER_LENGTH) return true;
  return word.length >= MIN_SUBSTITUTION_LENGTH && word.at(-1) === candidate.at(-1);
}
