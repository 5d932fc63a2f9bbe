import type { CaseInput } from '../../case-schema.ts';
import ages from './ages.ts';
import changesOfMind from './changes-of-mind.ts';
import coverUps from './cover-ups.ts';
import distress from './distress.ts';
import human from './human.ts';
import questionsBack from './questions-back.ts';
import reading from './reading.ts';
import sizes from './sizes.ts';
import styles from './styles.ts';

/**
 * HELD-OUT SET fresh-2026-11 (issue #23 item 8, decision 042). Written on 2026-11-24, before any was run, in
 * situations the gating set did not have, to measure whether the engine handles the classes rather than the
 * examples it was fixed on. Run once against the engine as it stood; that first-run score is in decision 042.
 * The category is in HELD_OUT_CATEGORIES (case-schema.ts): measured and printed, never gating, until the engine
 * work of issue #23 lands. Cases here are never edited to match the engine (README, "The honesty rule").
 */
export default [
  ...questionsBack,
  ...sizes,
  ...ages,
  ...distress,
  ...coverUps,
  ...styles,
  ...changesOfMind,
  ...human,
  ...reading,
] satisfies CaseInput[];
