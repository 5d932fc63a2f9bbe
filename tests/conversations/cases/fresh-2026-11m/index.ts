import type { CaseInput } from '../../case-schema.ts';
import en from './en.ts';
import otherLanguages from './other-languages.ts';

/**
 * HELD-OUT SET fresh-2026-11m (issue #23 item 8 "Generalization figure"). Written on 2026-11-28, seventh session, by
 * a helper who never read the engine, before any case was run: a bare link as the first message, a style described
 * but not named, placements told by a landmark ("just above my belly button", "a la altura del corazón"), a vine
 * around the ankle like a bracelet, a wedding date in roman numerals, a style changed twice, a budget per hour, the
 * design and style left to the artist, two friends with different pieces, drinks or food before the session,
 * single-use needles, an 18th birthday today, "class of 2007", the artist's Instagram asked, "not a rose, a peony",
 * a name spelled letter by letter, an answer in numbers only ("15, 450, 27"), a picture said to be sent that never
 * arrived, a booked client adding a crown, a message sent in two halves; "do you speak Spanish?", a brief as a
 * labelled form, a message meant for a sister, a football club's crest, what to wear, a girlfriend choosing the
 * design, a vegan aftercare balm, a knee surgery scar, freckles on pale skin, height and weight beside the size, a
 * quote by email, "drei Finger breit", shaving the area, an invoice, "Frakturschrift", braille, how far ahead to
 * book, a mirror of a tattoo the client has, a colour-blind client leaving the colours to the artist. English 20,
 * Spanish, Portuguese, French, German and Italian 4 each. In HELD_OUT_CATEGORIES (case-schema.ts): measured and
 * printed, never gating. Cases here are never edited to match the engine (README, "The honesty rule").
 */
export default [...en, ...otherLanguages] satisfies CaseInput[];
