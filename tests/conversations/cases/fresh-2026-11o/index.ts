import type { CaseInput } from '../../case-schema.ts';
import en from './en.ts';
import otherLanguages from './other-languages.ts';

/**
 * HELD-OUT SET fresh-2026-11o (issue #23 item 8 "Generalization figure"). Written on 2026-11-28, seventh session, by
 * a helper who never read the engine, run first at the session's end. Its subject is the conversation itself: two
 * questions in one message, one the studio data answers and one it cannot (Saturday hours and parking, the address
 * and step-free access, the deposit and whether it comes back, walk-ins and healing, card payment and pain, flash
 * and touch-ups); follow-ups on an answer just given (aftercare, then healing, then the gym; the minimum, then
 * whether the deposit is on top; payment, then the deposit by Bizum; the minimum, then a session's length);
 * corrections (the other arm, the other side, the arm to the thigh, 15 cm that was 5); answers given sideways
 * ("somewhere my mum won't see it", "whatever it costs") and a question answered with a question ("how big should it
 * be?"); "you decide", "ni idea, tú decides", "comme tu veux", "boh" (never asked again); everything in one long
 * message in English and German; one-word replies in English, Portuguese and Italian; switches from English to
 * Spanish and German; grief for a father, a grandmother and a mother; nerves and fear of needles; a pupil in year 11
 * and a mother asking for her daughter of 16; a mother booking beside her grown son; a client who wants the artist
 * herself in English and French; a waitlist and closed books asked about. English 20, Spanish, Portuguese, French,
 * German and Italian 4 each; 36 cases of three client turns or more. In HELD_OUT_CATEGORIES (case-schema.ts):
 * measured and printed, never gating. Cases here are never edited to match the engine (README, "The honesty rule").
 */
export default [...en, ...otherLanguages] satisfies CaseInput[];
