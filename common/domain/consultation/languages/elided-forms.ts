/**
 * The forms the tokenizer makes of a phrase after an elided article or preposition: it drops the apostrophe
 * and glues them ("l'acompte" → "lacompte", "l'avant-bras" → "lavant bras", "sull'avambraccio"). A language
 * writes each phrase once; its readers match these forms too.
 */
export function withElidedForms<T>(
  entries: ReadonlyArray<readonly [string, T]>,
  elisions: readonly string[],
): Array<readonly [string, T]> {
  return entries.flatMap((entry) => [
    entry,
    ...(/^[aeiouhéèêà]/.test(entry[0])
      ? elisions.map((elision) => [`${elision}${entry[0]}`, entry[1]] as const)
      : []),
  ]);
}
