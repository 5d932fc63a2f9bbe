import type { CaseInput } from '../../case-schema.ts';
import en from './en.ts';
import otherLanguages from './other-languages.ts';

/**
 * HELD-OUT SET fresh-2026-11k (issue #23 item 8 "Generalization figure"). Written on 2026-11-28, fifth session,
 * before any case was run: DM shorthand ages ("22F"), millimetres, a red accent on black work, a placement named
 * by a watch, working hours that are no number of the brief, a nervous first-timer, the artist's minimum, a
 * rework that is a cover-up, laser removal, blood thinners and diabetes, a flash piece from a post, a design
 * preview, tipping, "no rush", "hello??", heavy typos, a golf ball, an hourly rate, body-relative sizes in English
 * and German, an email address, a dog at the appointment, a cash discount, colour asked of a black and grey
 * artist, exams as the timing, a brother of 16, a 17-year-old with consent, a 15-year-old, reais, a mother of
 * 52, European Portuguese, a cat that is "chat", a placement and a size changed, card payment in a language the
 * artist wrote no answer in, a lost pet, and a word to write told in fragments. Its first-run score is in decision
 * 078. In HELD_OUT_CATEGORIES (case-schema.ts): measured and printed, never gating. Cases here are never edited to
 * match the engine (README, "The honesty rule").
 */
export default [...en, ...otherLanguages] satisfies CaseInput[];
