import type { CaseInput } from '../../case-schema.ts';
import en from './en.ts';
import otherLanguages from './other-languages.ts';

/**
 * HELD-OUT SET fresh-2026-11s (issue #23 item 8 "Generalization figure"). Written on 2026-11-29 by a helper who never
 * read the engine (nor ran the eval or the app), before any was run, from the artists' data (`artists.ts`, Mara's
 * seed) and the README's lists of what earlier sets covered. About half are ordinary inquiries in fresh phone voice
 * (a session's length and walk-ins, the price and deposit, books that reopen "when?", flash days, the address from a
 * train station, Sunday hours, a photo sent in the chat, the waitlist's length, pain on the sternum, rib and behind
 * the ear, healing before a ski trip, parking, a friend along), with sizes said many ways (palm sized, a postage
 * stamp, half a forearm then 8, 2 inches, the size of a hand, a postcard, an open hand, a GSM, an index finger,
 * "handtellergroß", hip bone to lower ribs) and corrections (a placement moved, a size and a timing changed, an age
 * typed 91 for 19, an autocorrected "ânfora" for "âncora"). The other half are situations no earlier set has: a
 * 17-year-old asking to join a waitlist for after the birthday, a signature before a father's funeral on Friday, a
 * newborn's footprints (52 cm and 04:17 no size or age), epilepsy, a new legal name and an ID with the old one, an
 * autistic client asking for a quiet time and each step explained, top surgery scars, a mother with Alzheimer's, a
 * returning client asking for priority, freehand or stencil, an essential tremor, a self-portrait at 5, a 10th-grader
 * whose aunt would sign, a father in chemotherapy who wants to come along, a price asked in reais of a dollar artist,
 * a Belgian "quatre cent nonante", a French pupil on a school trip, a police application and visible tattoos, a
 * pacemaker, a premature baby in intensive care, a mother and a daughter who turns 18 in December, Pix, Satispay;
 * voices: Mexican, Chilean and US Spanglish, Brazilian and European Portuguese, Belgian French, Berlinisch,
 * Bavarian, Neapolitan. English 20, Spanish, Portuguese, French, German and Italian 4 each. In HELD_OUT_CATEGORIES
 * (case-schema.ts): measured and printed, never gating. Cases here are never edited to match the engine (README,
 * "The honesty rule").
 */
export default [...en, ...otherLanguages] satisfies CaseInput[];
