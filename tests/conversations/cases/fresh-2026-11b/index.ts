import type { CaseInput } from '../../case-schema.ts';
import agesAndTact from './ages-and-tact.ts';
import deferralsAndSizes from './deferrals-and-sizes.ts';
import questionsBack from './questions-back.ts';
import stylesAndClaims from './styles-and-claims.ts';

/**
 * HELD-OUT SET fresh-2026-11b (issue #23 item 8 and "Done means", decision 042). Written on 2026-11-27, before
 * any was run, in situations neither the gating set nor fresh-2026-11 had, to measure whether the engine handles
 * the classes rather than the examples. Run once against main's engine as it stood; that first-run score is in
 * decision 042 and the README. The category is in HELD_OUT_CATEGORIES (case-schema.ts): measured and printed,
 * never gating. Cases here are never edited to match the engine (README, "The honesty rule").
 */
export default [
  ...questionsBack,
  ...deferralsAndSizes,
  ...agesAndTact,
  ...stylesAndClaims,
] satisfies CaseInput[];
