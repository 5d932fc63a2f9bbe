import type { CaseInput } from '../../case-schema.ts';
import en from './en.ts';
import otherLanguages from './other-languages.ts';

/**
 * HELD-OUT SET fresh-2026-11v (issue #23 item 8 "Generalization figure"). Written on 2026-11-29 by a helper who never
 * read the engine (nor ran the eval or the app), before any was run, from the artists' data (`artists.ts`) and the
 * README's lists of what earlier sets covered. This set varies the shape of the conversation rather than the accent.
 * Half are ordinary inquiries in shapes no earlier set used: voice-to-text with no punctuation and misheard words
 * ("find line sunflower on my left four arm", "to hundred dollars", "ante brazo", "pre supuesto", "la poignée" for the
 * wrist); one long message with five or six facts and two questions ("roughly a hand's width across", "uns 600 a 700
 * dólares", "a segunda quinzena de janeiro"); one-word answers down to "idk", "jsp", "b&g", "comme ma main" and "17 is
 * that a prob"; a budget given when something else was asked, then "sorry just saw your question" (en, de); two
 * questions in one message (cover-ups and the address, walk-ins and flash, flash and when the books reopen); "actually
 * make it the calf" and "doch lieber auf den Oberschenkel" several messages on, and a size changed to 3 inches four
 * messages later; "like i said, shoulder to elbow", "aquilo que falei lá em cima", "come ti ho detto" (a "gatto nero"
 * in colour); switches from English to Spanish and from German to English; numbers written new ways ("5 1/2 inches",
 * "between 1 1/2 and 2 inches", "under 2 bills", "$150-ish, 200 tops", "sui 200, al massimo 250", "una spanna", "the
 * 3rd week of jan", "la terza settimana di gennaio", "turning 19 next week", "ne compio 25 a gennaio"); fat-thumb
 * typos ("lwna", "deposot", "im 2e" then "*23"); emoji for objects (🐍 around a 🗡️, 📏 15cm, 💸, 🎂). The other half
 * are situations no earlier set has: a visit home from 9 to 14 December and a spot in that window (the 13th a
 * Sunday); a back piece split into sessions and paid per session; a picture with only "this but smaller", then a
 * brother of 16 who wants the same; a fine line tattooer asking about needle groupings, ink brands and an industry
 * discount; another shop's portrait of a daughter whose eyes look off; an ICU nurse on nights coming straight off a
 * shift, who scrubs and wears gloves twelve hours; an 18-year-old born in March 2008 whose driving licence has
 * expired; a father to be with the 20-week scan as a portrait and his pregnant wife along; a sleeve started in 2019
 * and an old deposit; buying the drawing only before moving abroad; Totoro and copyright; a 17-year-old writing from
 * her mother's account; a 16-year-old asking for a temporary or henna tattoo; a surprise for a boyfriend who reads her
 * Instagram, answered by email instead; a non-binary client asking whether the studio is safe for queer people and to
 * be called by a chosen name; a Belgian exchange pupil of 17 citing the law at home (16 with a parent's consent); an
 * ileostomy beside the piece and a break to empty the bag; a booked client handing her appointment and deposit to her
 * sister of 24; a graduation aperitivo "after a couple of spritz"; a violinist whose piece sits where the violin
 * rests. English 20, Spanish, Portuguese, French, German and Italian 4 each; 26 DMs, 14 web chats; every case
 * declares conversation checks. To be registered in HELD_OUT_CATEGORIES (case-schema.ts): measured and printed, never
 * gating. Cases here are never edited to match the engine (README, "The honesty rule").
 */
export default [...en, ...otherLanguages] satisfies CaseInput[];
