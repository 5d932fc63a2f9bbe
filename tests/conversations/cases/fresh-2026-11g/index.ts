import type { CaseInput } from '../../case-schema.ts';
import en from './en.ts';
import esPt from './es-pt.ts';
import frDeIt from './fr-de-it.ts';

/**
 * HELD-OUT SET fresh-2026-11g (issue #23 item 8 "Generalization figure"). Written on 2026-11-28 before any case
 * was run and before the engine's handling of any of its situations was read: two pieces in one message, a
 * placement corrected later, budgets in words ("a couple hundred bucks", "quinientos pavos", "deux cents
 * balles", "fünfhundert Euro"), timing relative to events (a wedding, Christmas, a birthday, holidays), sizes as
 * body fractions (half a back, a quarter or half sleeve), dates and years of birth that make an adult or a minor,
 * questions back beside the facts (numbing cream, paying by card or Pix, bringing someone, a refundable deposit,
 * healing time, one sitting for two pieces), phone typos and shorthand, an emoji as the whole idea, Portuguese
 * mixed with English, a blown-out tattoo to redo, names in Hangul and Arabic, clients who withdraw. Its first-run
 * score is in the README. The category is in HELD_OUT_CATEGORIES (case-schema.ts): measured and printed, never
 * gating. Cases here are never edited to match the engine (README, "The honesty rule").
 */
export default [...en, ...esPt, ...frDeIt] satisfies CaseInput[];
