import type { OutgoingEmail } from '../../providers/mail/types.ts';
import { formatBookingTime } from '../booking/core/booking-times.ts';
import { isClientLanguage } from '../booking/core/client-words/client-words.ts';
import { clientWords, firstName } from '../booking/core/client-words/index.ts';
import { renderEmail } from '../mail/email-layout.ts';
import { WAITLIST_EMAIL_WORDS } from './waitlist-email-words.ts';

/**
 * To a waitlisted client when a freed slot suits them (decision 067), in the lead's language (English for any
 * other): the time in the artist's zone, named, and a button to the offer on their request page. One per offer.
 */
export function waitlistOfferEmail(input: {
  to: string;
  artistId: string;
  artistName: string;
  clientName: string | null;
  language: string | null;
  offerId: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  offerUrl: string;
}): OutgoingEmail {
  const words = WAITLIST_EMAIL_WORDS[isClientLanguage(input.language) ? input.language : 'en'];
  const booking = clientWords(input.language);
  return {
    to: input.to,
    subject: words.subject(input.artistName),
    kind: 'waitlist-offer',
    recipient: 'client',
    artistId: input.artistId,
    dedupeKey: `waitlist-offer:${input.offerId}`,
    ...renderEmail({
      heading: words.heading(input.artistName),
      blocks: [
        { kind: 'paragraph', text: booking.greeting(firstName(input.clientName)) },
        { kind: 'paragraph', text: words.body(input.artistName) },
        {
          kind: 'list',
          items: [formatBookingTime(input.startsAt, input.endsAt, input.timeZone, booking.locale.dates)],
        },
        { kind: 'paragraph', text: words.firstComes },
        { kind: 'link', label: words.button, href: input.offerUrl },
      ],
    }),
  };
}
