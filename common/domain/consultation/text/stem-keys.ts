import { stemmer as englishStem } from '@orama/stemmers/english';
import { stemmer as frenchStem } from '@orama/stemmers/french';
import { stemmer as germanStem } from '@orama/stemmers/german';
import { stemmer as italianStem } from '@orama/stemmers/italian';
import { stemmer as portugueseStem } from '@orama/stemmers/portuguese';
import { stemmer as spanishStem } from '@orama/stemmers/spanish';

/**
 * The Snowball stemmers of the six languages the engine reads (decision 047). A word is stemmed by each, since
 * a message's words are read before its language is known and clients mix languages ("una rosa fine line").
 */
const STEMMER_OF = {
  en: englishStem,
  es: spanishStem,
  pt: portugueseStem,
  fr: frenchStem,
  de: germanStem,
  it: italianStem,
} as const;
export type StemLanguage = keyof typeof STEMMER_OF;
const STEMMERS: ReadonlyArray<(word: string) => string> = Object.values(STEMMER_OF);

/** A word's Snowball stem in one language, accents folded: "réserver" → "reserv", "buchen" → "buch". */
export function stemIn(language: StemLanguage, word: string): string {
  return foldAccents(STEMMER_OF[language](word));
}

/** Shorter stems say too little: "man" is the stem of "mano" and of "man". */
const MIN_STEM_LENGTH = 4;

/**
 * The keys a word is known by across its inflections and languages: each language's stem, accents folded
 * ("geométricas", "geometrico", "geometrischen", "géométrique" and "geometric" share "geometr"; "hombros" and
 * "hombro" share "hombr"). Stems shorter than four letters are left out.
 */
export function stemKeys(word: string): string[] {
  const keys = new Set<string>();
  for (const stem of STEMMERS) {
    const key = foldAccents(stem(word));
    if (key.length >= MIN_STEM_LENGTH) keys.add(key);
  }
  return [...keys];
}

/** "geométrico" → "geometrico", "über" → "uber": clients often type without accents. */
export function foldAccents(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '');
}
