import type { CaseInput } from '../../case-schema.ts';
import en from './en.ts';
import otherLanguages from './other-languages.ts';

/**
 * HELD-OUT SET fresh-2026-11t (issue #23 item 8 "Generalization figure"). Written on 2026-11-29 by a helper who never
 * read the engine (nor ran the eval or the app), before any was run, from the artists' data (`artists.ts`) and the
 * README's lists of what earlier sets covered. About half are ordinary inquiries in fresh phone voice (the price of a
 * "polaroid sized" peony and whether colour costs more, the latest appointment after a 9-6 job and Saturdays, "a
 * monkey" against a euro minimum and card payment, a colour and a size corrected after a ruler with aftercare for a
 * first tattoo, everything in one message with three questions to closed books, a back piece in one-word replies with
 * the deposit and the sessions, a touch-up once home in Australia and a walk-in this week, ankle or top of the foot
 * for pain, "2-3 hundo" with healing before a festival and space in the next weeks, flash today and Apple Pay), with
 * sizes said new ways (a polaroid, a pinky, a teabag, a business card, a Fünfmarkstück, a saucer, a chocolatine) and
 * ages said new ways ("a quarter of a century", "40 going on 14", "just turned 30", "28 balais", "29 tacos"). The
 * other half are situations no earlier set has: an account impersonating the artist asking for a deposit by Zelle, a
 * misspelled tattoo ("Familly") to cover, a dyslexic client's spelling, a grandmother's voicemail as a soundwave that
 * should play back, a 16-year-old asking to buy the drawing now, a Midjourney design, a broken booking link, areola
 * tattoos after breast reconstruction, a medical alert for type 1 diabetes, a consultation by video call, a client who
 * says 17 and then that she turned 18 in September, a herniated disc, a mother who pays for her daughter of 22, weight
 * loss and stretching, conventions while the books are closed, a message unanswered for three weeks, a grandmother
 * giving her grandson a tattoo the day after his 18th, whether a design stays one of a kind, a joke that is no idea,
 * a widow's cover-up of her late husband's name as she remarries, a hannya for a non-Japanese client. Voices no
 * earlier set used: Andalusian, Puerto Rican, Colombian paisa and Venezuelan Spanish; Mineiro, Nordestino, Angolan and
 * Gaúcho Portuguese; Marseillais, Ivorian, Toulousain and formal Parisian French; Swabian, Ruhrpott, Saxon and Kölsch
 * German; Milanese, Tuscan, Sicilian and Venetian Italian. English 20, Spanish, Portuguese, French, German and Italian
 * 4 each; 26 DMs, 14 web chat. In HELD_OUT_CATEGORIES (case-schema.ts): measured and printed, never gating. Cases here
 * are never edited to match the engine (README, "The honesty rule").
 */
export default [...en, ...otherLanguages] satisfies CaseInput[];
