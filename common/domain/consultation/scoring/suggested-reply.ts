import { MINIMUM_CLIENT_AGE } from '../../../constants/limits.ts';
import { type ArtistProfile, formatStyleList, listedStylesOf, styleInSentence } from '../artist-profile.ts';
import type { Brief, BriefField } from '../brief.ts';
import { ARTIST_PRICE_CURRENCY, formatMoney } from '../format-money.ts';
import type { HardGate } from '../hard-gates.ts';
import { describeDesign } from '../project-summary.ts';
import { closestOfferedStyle } from '../style-relations.ts';

/** What the artist would ask for each missing field, in the artist's own voice. */
const ASK_FOR: Readonly<Record<BriefField, string>> = {
  idea: 'what you would like the design to show',
  style: 'the style you are after',
  placement: 'where on your body it should go',
  size: 'roughly how big you would like it',
  color: 'whether you want color or black and grey',
  budget: 'your budget',
  references: 'whether you have any reference images',
  timing: 'when you would like to get it done',
  contact: 'the best way to reach you',
};
/** A reply asks for two things at most; more reads like a form. */
const MAX_ASKS = 2;

/**
 * A first-person reply the artist can copy (issue #4 matchBreakdown). It only states prices the
 * artist has set, and never proposes a date.
 */
export function suggestReply(
  brief: Brief,
  artist: ArtistProfile,
  gates: readonly HardGate[],
  missing: readonly BriefField[],
): string {
  const design = describeDesign(brief);
  const thanks = design ? `Thanks for reaching out about your ${design}!` : 'Thanks for reaching out!';
  const gateKinds = new Set(gates.map((gate) => gate.kind));
  if (gateKinds.has('under_age')) {
    return `${thanks} I only tattoo clients who are ${MINIMUM_CLIENT_AGE} or older, so I can't take this on yet, but I'd love to hear from you once you're ${MINIMUM_CLIENT_AGE}.`;
  }
  if (gateKinds.has('style_not_offered') && brief.style) {
    // Only the styles the artist lists are offered, never ones read from the bio (decision 047).
    const listed = listedStylesOf(artist);
    const alternative = closestOfferedStyle(brief.style, listed);
    const offer = alternative
      ? ` I'd be happy to draw a ${styleInSentence(alternative)} version of the idea if that appeals.`
      : '';
    return `${thanks} ${brief.style} isn't a style I work in; I focus on ${formatStyleList(listed)}.${offer}`;
  }
  if (gateKinds.has('budget_below_minimum') && artist.minimumPrice) {
    const minimum = formatMoney(artist.minimumPrice, ARTIST_PRICE_CURRENCY);
    return `${thanks} My minimum for a piece is ${minimum}, so ${brief.budget?.text ?? 'that budget'} won't quite cover it. If you can stretch to that, I'd love to do it.`;
  }
  const asks = missing.filter((field) => field !== 'contact').slice(0, MAX_ASKS);
  if (asks.length > 0)
    return `${thanks} To put a quote together, could you tell me ${asks.map((field) => ASK_FOR[field]).join(' and ')}?`;
  const consultation =
    artist.consultationPrice !== null
      ? `The next step is a consultation (${formatMoney(artist.consultationPrice, ARTIST_PRICE_CURRENCY)}).`
      : 'The next step is a consultation.';
  return `${thanks} I have everything I need to start. ${consultation} Would you like to set one up?`;
}
