import type { CaseInput } from '../../case-schema.ts';
import agesAndTact from './ages-and-tact.ts';
import questionsBack from './questions-back.ts';
import sizesAndCorrections from './sizes-and-corrections.ts';
import stylesAndClaims from './styles-and-claims.ts';

/**
 * HELD-OUT SET fresh-2026-11c (issue #23 item 8 and "Done means", decision 042). Written on 2026-11-27 by a
 * helper who wrote no engine code and never read it, before any case was run, after reading the ids and notes of
 * every existing case (fresh-2026-11 and fresh-2026-11b included), in situations and wordings none had. Run once,
 * after the engine work of issue #23 landed; that first-run score is in decision 042 and the README. The
 * category is in HELD_OUT_CATEGORIES (case-schema.ts): measured and printed, never gating. Cases here are never
 * edited to match the engine (README, "The honesty rule").
 */
export default [
  ...questionsBack,
  ...sizesAndCorrections,
  ...agesAndTact,
  ...stylesAndClaims,
] satisfies CaseInput[];
