import type { CaseInput } from '../../case-schema.ts';
import en from './en.ts';
import otherLanguages from './other-languages.ts';

/**
 * HELD-OUT SET fresh-2026-11i (issue #23 item 8 "Generalization figure"). Written on 2026-11-28 before any case
 * was run: a size by a body part, "1.2k", an age in words, a question inside a complete message, other people's
 * ages beside the client's, grief before any detail, a placement moved, "no colour", a typo storm, a 16-year-old
 * whose parent would sign, a cover-up whose new piece has its own style, a style the artist does not do, and
 * complete first messages in Spanish, Portuguese, French, German and Italian. Its first-run score is in decision
 * 078. In HELD_OUT_CATEGORIES (case-schema.ts): measured and printed, never gating. Cases here are never edited to
 * match the engine (README, "The honesty rule").
 */
export default [...en, ...otherLanguages] satisfies CaseInput[];
