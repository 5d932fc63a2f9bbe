import type { Brief } from '../brief.ts';
import { englishNamesOf } from '../extraction/body-areas.ts';

const MAX_RULE_CHARS = 200;

/**
 * The first of the artist's rules that mentions something the client just said: the body area
 * ("No hand or neck tattoos"), a cover-up ("No cover-ups") or the style. Quoted once, when it first applies.
 */
export function findNewlyRelevantRule(
  rules: readonly string[],
  brief: Brief,
  previous: Brief,
): string | null {
  const topics: string[] = [];
  const isNewArea = !!brief.placement && brief.placement.area !== previous.placement?.area;
  if (brief.placement && isNewArea) {
    topics.push(brief.placement.area.split(' ').at(-1) ?? brief.placement.area);
  }
  if (brief.isCoverUp && !previous.isCoverUp) topics.push('cover');
  if (brief.style && brief.style !== previous.style) topics.push(brief.style.toLowerCase());
  // "No butt tattoos" for a `buttock`, "no finger tattoos" for `fingers` (decision 018): whole words only.
  const names = isNewArea ? englishNamesOf(brief.placement?.area ?? '') : [];
  if (topics.length === 0) return null;
  const rule = rules.find(
    (text) =>
      typeof text === 'string' &&
      (topics.some((topic) => text.toLowerCase().includes(topic)) ||
        names.some((name) => new RegExp(`\\b${name}s?\\b`).test(text.toLowerCase()))),
  );
  return rule ? rule.trim().slice(0, MAX_RULE_CHARS) : null;
}
