import type { CaseInput } from '../../case-schema.ts';
import en from './en.ts';
import otherLanguages from './other-languages.ts';

/**
 * HELD-OUT SET fresh-2026-11h (issue #23 item 8 "Generalization figure"). Written on 2026-11-28 before any case
 * was run and before the engine's handling of any of its situations was read: a size unit corrected, budget
 * ceilings ("no more than", "bis"), ranges ("4-5 hundred", "entre 300 et 400"), an open budget ("money's no
 * object"), a birth year with an apostrophe, a style changed mid-chat, a cover-up asked without the word,
 * matching pieces for two adults, capitals without punctuation, a Pinterest board as references, a typo storm,
 * relative timing with an availability question, two dimensions, the nape, ribs on one side, a shoulder blade,
 * an old tribal to cover in German, and a plain complete Italian message. Its first-run score is in decision 078 and
 * the README. In HELD_OUT_CATEGORIES (case-schema.ts): measured and printed, never gating. Cases here
 * are never edited to match the engine (README, "The honesty rule").
 */
export default [...en, ...otherLanguages] satisfies CaseInput[];
