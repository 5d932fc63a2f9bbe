import type { CaseInput } from '../../case-schema.ts';
import en from './en.ts';
import otherLanguages from './other-languages.ts';

/**
 * HELD-OUT SET fresh-2026-11r (issue #23 item 8 "Generalization figure"). Written on 2026-11-29 by a helper who never
 * read the engine, before any was run. Situations no earlier set has: the artist's two styles explained to a
 * first-timer, how small the artist can go, coordinates as lettering, a word inside the lip and under the foot, a
 * 17-year-old who is "emancipated" and one who corrects her age down from 18, radiotherapy dots turned into stars, a
 * date held until tomorrow, a Deaf client who wants everything in writing, crypto, an email-like message signed
 * "Sent from my iPhone", a fresh tattoo that looks infected, a hen party at an Airbnb, winter or summer, filming for
 * TikTok, a booked client running late or who lost the appointment's time, a day rate, an apprenticeship, a trade
 * offered by another tattooer, an influencer's "permuta", two short sittings, a boyfriend who tattoos, painkillers
 * before, a tattoo kept off Instagram, a smoking break, latex and REACH inks, VAT, an ointment in the price, black
 * henna; voices: keycap digits, British "a ton", Rioplatense voseo, Mexican "la neta", European Portuguese, Brazilian
 * "fechar o braço", Swiss French "septante-deux", verlan, Austrian "Jänner", Swiss German "Stutz" and "Büsi", Roman
 * dialect. English 20, Spanish, Portuguese, French, German and Italian 4 each. In HELD_OUT_CATEGORIES
 * (case-schema.ts): measured and printed, never gating. Cases here are never edited to match the engine (README,
 * "The honesty rule").
 */
export default [...en, ...otherLanguages] satisfies CaseInput[];
