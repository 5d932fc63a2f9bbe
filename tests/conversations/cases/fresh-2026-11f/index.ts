import type { CaseInput } from '../../case-schema.ts';
import en from './en.ts';
import esPt from './es-pt.ts';
import frDeIt from './fr-de-it.ts';

/**
 * HELD-OUT SET fresh-2026-11f (issue #23 item 8 "Generalization figure"). Written on 2026-11-27 before any case
 * was run and before the engine's handling of any of its situations was read: a brief dripped over one-line
 * DMs, inches and ranges in quid, emoji as the idea, pain and session-length questions, a style the artist
 * avoids asked as a question, phone spelling, animals and birds in no list, diminutives, "no references" said
 * new ways in five languages, companions and relatives with ages, grief with and without a design. Its first-run
 * score is in the README. The category is in HELD_OUT_CATEGORIES (case-schema.ts): measured and printed, never
 * gating. Cases here are never edited to match the engine (README, "The honesty rule").
 */
export default [...en, ...esPt, ...frDeIt] satisfies CaseInput[];
