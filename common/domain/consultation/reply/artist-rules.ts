import type { Brief } from '../brief.ts';

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
  if (brief.placement && brief.placement.area !== previous.placement?.area) {
    topics.push(brief.placement.area.split(' ').at(-1) ?? brief.placement.area);
  }
  if (brief.isCoverUp && !previous.isCoverUp) topics.push('cover');
  if (brief.style && brief.style !== previous.style) topics.push(brief.style.toLowerCase());
  if (topics.length === 0) return null;
  const rule = rules.find(
    (text) => typeof text === 'string' && topics.some((topic) => text.toLowerCase().includes(topic)),
  );
  return rule ? rule.trim().slice(0, MAX_RULE_CHARS) : null;
}
