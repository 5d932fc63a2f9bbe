/** Words short enough that a one-letter change makes another real word ("angle"/"ankle"): never fuzzed. */
const MIN_FUZZY_LENGTH = 6;
/** Below this, "realise" would become "realism": only missing, doubled or swapped letters are fixed. */
const MIN_SUBSTITUTION_LENGTH = 8;

export interface WordCorrectorOptions {
  /** Every word the parsers look for; plurals of these are read as the singular. */
  vocabulary: Iterable<string>;
  /** The words worth fixing by one edit (styles, body areas): subjects are left alone, "father" is not "feather". */
  fuzzyVocabulary: Iterable<string>;
  /** Common misspellings too short to fix by distance. */
  knownTypos: ReadonlyMap<string, string>;
}

/**
 * Builds a function that maps a word to the vocabulary word it most likely means: itself, a known typo's fix,
 * its singular ("wolves" → "wolf"), or a vocabulary word one edit away ("forarm" → "forearm").
 */
export function createWordCorrector(options: WordCorrectorOptions): (word: string) => string {
  const vocabulary = new Set(options.vocabulary);
  const fuzzyBuckets = bucketByFirstLetter(options.fuzzyVocabulary);
  return (word) => {
    if (vocabulary.has(word)) return word;
    const typoFix = options.knownTypos.get(word);
    if (typoFix !== undefined) return typoFix;
    const singular = singularForms(word).find((form) => vocabulary.has(form));
    if (singular !== undefined) return singular;
    if (word.length < MIN_FUZZY_LENGTH) return word;
    const candidates = fuzzyBuckets.get(word.charAt(0)) ?? [];
    return candidates.find((candidate) => isWithinOneEdit(word, candidate)) ?? word;
  };
}

function bucketByFirstLetter(words: Iterable<string>): Map<string, string[]> {
  const buckets = new Map<string, string[]>();
  for (const word of new Set(words)) {
    if (word.length < MIN_FUZZY_LENGTH) continue;
    const bucket = buckets.get(word.charAt(0)) ?? [];
    bucket.push(word);
    buckets.set(word.charAt(0), bucket);
  }
  return buckets;
}

/** "butterflies" → "butterfly", "wolves" → "wolf", "knives" → "knife", "crosses" → "cross", "roses" → "rose". */
function singularForms(word: string): string[] {
  if (word.length < 4 || !word.endsWith('s')) return [];
  const stem = word.slice(0, -1);
  const forms = [stem];
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('ves')) forms.push(`${word.slice(0, -3)}f`, `${word.slice(0, -3)}fe`);
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  return forms;
}

/** One missing, extra or swapped letter (a substitution too, for long words), in linear time. */
export function isWithinOneEdit(word: string, target: string): boolean {
  if (Math.abs(word.length - target.length) > 1) return false;
  let prefix = 0;
  while (prefix < word.length && word.charAt(prefix) === target.charAt(prefix)) prefix += 1;
  if (word.length > target.length) return word.slice(prefix + 1) === target.slice(prefix);
  if (word.length < target.length) return word.slice(prefix) === target.slice(prefix + 1);
  if (prefix === word.length) return true;
  const isSwap =
    word.charAt(prefix) === target.charAt(prefix + 1) &&
    word.charAt(prefix + 1) === target.charAt(prefix) &&
    word.slice(prefix + 2) === target.slice(prefix + 2);
  const isSubstitution =
    word.length >= MIN_SUBSTITUTION_LENGTH && word.slice(prefix + 1) === target.slice(prefix + 1);
  return isSwap || isSubstitution;
}
