import type { CaseInput } from '../../case-schema.ts';
import en from './en.ts';
import otherLanguages from './other-languages.ts';

/**
 * HELD-OUT SET fresh-2026-11n (issue #23 item 8 "Generalization figure"). Written on 2026-11-28, seventh session, by
 * a helper who never read the engine, before any case was run. Mostly ordinary inquiries: "how much for a small
 * tattoo" before anything else (in five languages, each answered by the artist's minimum), briefs dripped over three
 * or four messages with questions back in the middle (pain on the chest, ankle and wrist, opening hours, the deposit
 * and paying it by bank transfer or card, aftercare and second skin, the free touch-up's window, walk-ins and flash,
 * the studio's address, Saturday hours), sizes, placements and colours changed, unsure clients offered options,
 * cover-ups (a faded star, an ex's name, a faded word), memorials (a brother in a motorbike crash, a father, a
 * grandmother, a best friend's handwriting), a pet portrait of a dog who is alive, minors and other people's ages (a
 * client "in 11th grade", a mother writing for her son of 19, a husband booking his wife's 40th), a person asked for
 * by phone, waitlists (Kai), and situations no earlier set has: a filler between old pieces, the artist or an
 * apprentice, whether fine line blurs with the years, a tourist's one-week window, a half sleeve started by another
 * artist, a Spotify code, a nurse's piece hidden under scrubs. English 20, Spanish, Portuguese, French, German and
 * Italian 4 each. In HELD_OUT_CATEGORIES (case-schema.ts): measured and printed, never gating. Cases here are never
 * edited to match the engine (README, "The honesty rule").
 */
export default [...en, ...otherLanguages] satisfies CaseInput[];
