import type { CaseInput } from '../../case-schema.ts';
import en from './en.ts';
import otherLanguages from './other-languages.ts';

/**
 * HELD-OUT SET fresh-2026-11p (issue #23 item 8 "Generalization figure"). Written on 2026-11-29 by a helper who never
 * read the engine, before any was run. Ordinary inquiries with questions no earlier set asked, each answered from the
 * artist's data or honestly deferred: a consultation's price, a referral discount, a licence, a cancellation list,
 * headphones in the chair, a private room, white and gold ink asked of black and grey artists, payment in dollars,
 * booking now and paying later, the client's own design, changing the design after booking, how a waitlist is told a
 * place is free, "what do you need from me?"; health questions for a doctor (a cast, fainting, giving blood, MRI scans,
 * flying the next day, a building site, heel straps on a fresh ankle); weekends asked of a weekday studio, a walk-in
 * on a given day, a lunch hour, hours and address asked formally; voices (dictated punctuation, "blk"/"rn"/"k ty",
 * Brazilian "blz"/"qnto"/"vc", the same message twice, a voice note that never arrived, a message "from yesterday");
 * sizes in inches and against a coin, a palm, a fist and an AirPods case; a client of 25 who looks 15. English 20,
 * Spanish, Portuguese, French, German and Italian 4 each. In HELD_OUT_CATEGORIES (case-schema.ts): measured and
 * printed, never gating. Cases here are never edited to match the engine (README, "The honesty rule").
 */
export default [...en, ...otherLanguages] satisfies CaseInput[];
