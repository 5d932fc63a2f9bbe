import type { CaseInput } from '../../case-schema.ts';
import deIt from './de-it.ts';
import enEs from './en-es.ts';
import ptFr from './pt-fr.ts';

/**
 * HELD-OUT SET fresh-2026-11e (issue #23 item 8 "Generalization figure", decision 059). Written on 2026-11-27
 * before any case was run and before the engine's handling of any of its situations was read: birth years
 * instead of ages, groups with several ages, elisions, placements and timing in six languages, questions the
 * studio answers do not cover, distress, sizes and colours changed. Its first-run score is in decision 059 and
 * the README. The category is in HELD_OUT_CATEGORIES (case-schema.ts): measured and printed, never gating.
 * Cases here are never edited to match the engine (README, "The honesty rule").
 */
export default [...enEs, ...ptFr, ...deIt] satisfies CaseInput[];
