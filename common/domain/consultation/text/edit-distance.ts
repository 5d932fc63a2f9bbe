/**
 * How many typing slips a word of this length may carry and still be read as a vocabulary word (decision 047):
 * none under 4 letters (every short word is a letter away from another), one up to 7, two from 8.
 */
export function allowedEdits(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

/**
 * The optimal-string-alignment distance (insertions, deletions, substitutions and swaps of two neighbouring
 * letters, each one edit) when it is at most `max`, else null. Stops as soon as a row exceeds `max`, so a
 * search over a vocabulary costs little per word.
 */
export function editDistanceWithin(word: string, target: string, max: number): number | null {
  if (Math.abs(word.length - target.length) > max) return null;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: target.length + 1 }, (_, index) => index);
  for (let row = 1; row <= word.length; row += 1) {
    const current = [row];
    let rowMinimum = row;
    for (let column = 1; column <= target.length; column += 1) {
      const cost = word.charAt(row - 1) === target.charAt(column - 1) ? 0 : 1;
      let distance = Math.min(
        (previous[column] ?? 0) + 1,
        (current[column - 1] ?? 0) + 1,
        (previous[column - 1] ?? 0) + cost,
      );
      const isSwap =
        row > 1 &&
        column > 1 &&
        word.charAt(row - 1) === target.charAt(column - 2) &&
        word.charAt(row - 2) === target.charAt(column - 1);
      if (isSwap) distance = Math.min(distance, (beforePrevious[column - 2] ?? 0) + 1);
      current.push(distance);
      rowMinimum = Math.min(rowMinimum, distance);
    }
    if (rowMinimum > max) return null;
    beforePrevious = previous;
    previous = current;
  }
  const distance = previous[target.length] ?? Number.POSITIVE_INFINITY;
  return distance <= max ? distance : null;
}

/** "thihg" for "thigh": the same letters with one neighbouring pair swapped. */
export function isOneSwap(word: string, target: string): boolean {
  if (word.length !== target.length) return false;
  let index = 0;
  while (index < word.length && word.charAt(index) === target.charAt(index)) index += 1;
  return (
    index < word.length - 1 &&
    word.charAt(index) === target.charAt(index + 1) &&
    word.charAt(index + 1) === target.charAt(index) &&
    word.slice(index + 2) === target.slice(index + 2)
  );
}
