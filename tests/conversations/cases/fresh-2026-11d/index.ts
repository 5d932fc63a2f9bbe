import type { CaseInput } from '../../case-schema.ts';
import agesAndChanges from './ages-and-changes.ts';
import questionsBack from './questions-back.ts';
import voicesAndNumbers from './voices-and-numbers.ts';

/**
 * HELD-OUT SET fresh-2026-11d (issue #23 item 8 "Generalization figure", decision 042). Written on 2026-11-27 by
 * a helper who wrote no engine code and never read it, before any case was run, after reading the ids and notes of
 * every existing case (the three earlier held-out sets included), in situations none had. Run once on the engine
 * of d38181e; that first-run score is in decision 042 and the README. The category is in HELD_OUT_CATEGORIES
 * (case-schema.ts): measured and printed, never gating. Cases here are never edited to match the engine (README,
 * "The honesty rule").
 */
export default [...questionsBack, ...voicesAndNumbers, ...agesAndChanges] satisfies CaseInput[];
