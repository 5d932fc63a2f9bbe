import type { CaseInput } from '../../case-schema.ts';
import en from './en.ts';
import otherLanguages from './other-languages.ts';

/**
 * HELD-OUT SET fresh-2026-11q (issue #23 item 8 "Generalization figure"). Written on 2026-11-29, eighth session, by
 * the lead before any was run, on situations no earlier set has: a couple's matching pieces and the price of two,
 * inches on the sternum, a pregnancy asked about, a gift voucher, a rework of another shop's blown-out rose, a
 * client who goes quiet and comes back, a size and a placement changed in one message, a budget range, a picture
 * promised for later, a baby brought along, a style the artist does not do, the sessions a sleeve takes, a chef's
 * hand healing, two pieces in one chat; in Spanish, Portuguese, French, German and Italian (two each) a price with a
 * budget range, seventeen with a birthday next month, a coin-sized star after exams, a couple asking about
 * Saturdays, "en fait plutôt sur le mollet", a first-timer's nerves and the address, "doch lieber kleiner", a
 * switch from English to German, "quanto costa" and a grandfather's portrait after the exams. English 14, the
 * others 2 each. In HELD_OUT_CATEGORIES (case-schema.ts): measured and printed, never gating. Cases here are never
 * edited to match the engine (README, "The honesty rule").
 */
export default [...en, ...otherLanguages] satisfies CaseInput[];
