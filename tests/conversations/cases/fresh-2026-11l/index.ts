import type { CaseInput } from '../../case-schema.ts';
import en from './en.ts';
import otherLanguages from './other-languages.ts';

/**
 * HELD-OUT SET fresh-2026-11l (issue #23 item 8 "Generalization figure"). Written on 2026-11-28, sixth session, by
 * a helper who never read the engine, before any case was run: sizes against a beer can, a phone, a lighter, a pack
 * of cigarettes, a beer mat and a 2-euro coin (whose "2 euro" is no budget); an allergy to red ink or pigment,
 * keloid-prone skin, psoriasis and eczema; a lone emoji after a complete brief; cancelling a booked session (a
 * deposit the policy calls non-refundable, one it says nothing about); a cold before the appointment; "the same one
 * my friend got from you" on another body part; a second piece once the first is settled; "something meaningful"
 * with no idea; the artist's years of experience and where to see her work; a birthmark whose size is no size of
 * the piece; a move abroad, a birthday and a trip as deadlines; haggling under the minimum; "sailor jerry" and "old
 * school" as style names; hand-poking; a returning client's touch-up; a left-handed client's side; a pet's ashes in
 * the ink; a translation into Latin; "turning 30 next week"; a child's drawing and a daughter's handwriting; evening
 * hours; a face tattoo; a living grandfather of 90 (no condolences); a client repeating the placement she said; a
 * caesarean scar; healing before the sea. English 24, Spanish, Portuguese, French, German and Italian 4 each. In
 * HELD_OUT_CATEGORIES (case-schema.ts): measured and printed, never gating. Cases here are never edited to match the
 * engine (README, "The honesty rule").
 */
export default [...en, ...otherLanguages] satisfies CaseInput[];
