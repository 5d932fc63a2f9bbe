import type { AreaName } from './language-module.ts';

/** "le bras", "mon bras", "bras gauche": a name that needs an article before or a side after it. */
export function withWordsAround(
  [name, area]: AreaName,
  before: readonly string[],
  after: readonly string[],
): AreaName[] {
  return [
    ...before.map((word) => [`${word} ${name}`, area] as const),
    ...after.map((word) => [`${name} ${word}`, area] as const),
  ];
}
