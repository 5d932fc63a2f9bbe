import type { CaseInput } from '../../case-schema.ts';
import en from './en.ts';
import otherLanguages from './other-languages.ts';

/**
 * HELD-OUT SET fresh-2026-11u (issue #23 item 8 "Generalization figure"). Written on 2026-11-29 by a helper who never
 * read the engine (nor ran the eval or the app), before any was run, from the artists' data (`artists.ts`) and the
 * README's lists of what earlier sets covered. Half are ordinary inquiries in fresh phone voice: the price, walking in
 * and Saturdays for a thistle "the size o a tunnocks teacake"; a deposit taken off the price, a passport as ID and a
 * budget raised after "me nan sent a few bob"; a sitting's length, the deposit and a foreign card; "4 benjamins" under
 * a minimum, then "8 benjamins", and the waitlist's length; a minimum per piece or for three tiny symbols and a
 * cover-up the artist does not do; "kindly share the timings" and UPI; flash "now now" while the books are closed and
 * a price nobody set; aftercare and a friend along after "alright butt"; the sauna and the deposit for a toonie-sized
 * sun; a price and Sunday hours nobody set for a doctor bird; a dog portrait on "la canilla" with the deposit, Bizum
 * and a guest spot; a drago (no dragon) on the instep with a session's length and pain; a skyline "from the wrist to
 * the elbow crease" with card or cash; a hydrangea on "o cachaço" with the price and the touch-up; a lion "la taille
 * d'une quenelle" with the minimum and the deposit; flash and the address of closed books with "300 boules"; a Bembel
 * "so groß wie en Handkäs" with the price and walking in; a Dubbeglas with healing and an EC card; a snake round the
 * calf with the minimum and a deposit per session; "grande come un gianduiotto" then 7 cm, colour and the touch-up.
 * Ages said new ways ("30 abriles", "29 printemps", "35 Lenze", "trent'anni tondi tondi", "mi na 24 an", "I turn 34 in
 * March, so 33"). The other half are situations no earlier set has: a stag do wanting to walk in on a Saturday with a
 * groom's brother of 17 along; a support worker booking for a man of 30 with Down syndrome; a paraplegic client
 * (T10) asking about circulation and her wheelchair; a kidney transplant and immunosuppressants; a girlfriend of 17
 * and matching swallows; a mother's own old tattoo copied after her death; a stick-and-poke done at 15 under a peony;
 * a healed line gone blurry three months on; a 16-year-old "17 by summer" asking for the waitlist; a 19-year-old
 * still in high school; Dominican twins sharing one phone; a giveaway account asking for card details; eyebrow
 * microblading asked of a tattoo artist; a cochlear implant under the spot; sickle cell disease; fasting for Ramadan;
 * a deposit paid twice; an 18th birthday as the wanted day; an interview for a thesis with no tattoo; a cruise ship
 * worker in port every other Wednesday "dalle 8 alle 18". Voices no earlier set used: Scottish, Irish, Kiwi, Texan,
 * Singaporean, Indian, South African, Welsh, Canadian, Jamaican, Geordie, Scouse, Minnesotan, Yorkshire, Cornish,
 * Mancunian, Bostonian, Northern Californian, Hawaiian Pidgin and Filipino English; Peruvian, Canarian, Dominican and
 * Cuban Spanish; Paulistano, Azorean, Carioca and Mozambican Portuguese; Lyonnais, Ch'ti, Réunionnais and Alsatian
 * French; Hamburg, Hessian, Franconian and Palatinate German; Bolognese, Genoese, Sardinian and Torinese Italian.
 * English 20, Spanish, Portuguese, French, German and Italian 4 each; 26 DMs, 14 web chats. To be registered in
 * HELD_OUT_CATEGORIES (case-schema.ts): measured and printed, never gating. Cases here are never edited to match the
 * engine (README, "The honesty rule").
 */
export default [...en, ...otherLanguages] satisfies CaseInput[];
