import type { CaseInput } from '../../case-schema.ts';
import en from './en.ts';
import otherLanguages from './other-languages.ts';

/**
 * HELD-OUT SET fresh-2026-11j (issue #23 item 8 "Generalization figure"). Written on 2026-11-28, fourth session,
 * before any case was run: ages as birth years and as words without a number ("in my thirties", "soy mayor de
 * edad", "sono maggiorenne"), two questions in one message, "is this a bot?", a medical question, a link as the
 * reference, a couple's ages, a client who drops out, a trip date, a gift voucher, children's names with birth
 * years, "are you in London?", "I've saved up", paper sizes (A5, DIN A6), a conversation told in fragments,
 * instalments, a moved placement, "200 balles", a one-word palm size, and a studio question nobody has an
 * answer for (piercings). Its first-run score is in decision 078. In HELD_OUT_CATEGORIES (case-schema.ts):
 * measured and printed, never gating. Cases here are never edited to match the engine (README, "The honesty
 * rule").
 */
export default [...en, ...otherLanguages] satisfies CaseInput[];
