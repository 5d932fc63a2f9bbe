/**
 * A name with an apostrophe glued as the tokenizer reads it ("l'oreille" → "loreille"), and its spellings
 * without accents: "épaule" → "epaule", "rücken" → "rucken" and "ruecken", "fuß" → "fuss". Forms shorter
 * than three letters are left out ("pé" → "pe" is an English word).
 */
export function spellings(name: string): string[] {
  const written = name.replaceAll("'", '');
  const bare = withoutAccents(written);
  const umlautsAsE = written
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss');
  return [...new Set([written, bare, umlautsAsE])].filter(
    (spelling) => spelling === written || spelling.length >= 3,
  );
}

/** A set of words each written once in a word list, read with every spelling `spellings` gives it. */
export function spelledSet(words: readonly string[]): ReadonlySet<string> {
  return new Set(words.flatMap(spellings));
}

/** A word without its accents, as a list's unaccented spelling writes it: "cuánto" → "cuanto", "fuß" → "fuss". */
export function withoutAccents(word: string): string {
  return word
    .replaceAll('ß', 'ss')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');
}
