import { createHash } from 'node:crypto';
import type { OutgoingEmail } from '../../../providers/mail/types.ts';
import { renderEmail } from '../../mail/email-layout.ts';
import { mailboxOf } from '../../mail/is-client-email-confirmed.ts';
import { paragraphsOf } from './booking-details.ts';
import { type BookingEmailContext, clientSide, paragraph } from './booking-emails.ts';
import { aftercareWords } from './client-words/aftercare/index.ts';

/**
 * The emails after a session (issue #26 item 5, decision 065), in the client's language. Each key names the
 * booking (or, for the review, the client's address), so a retried job or a second click sends nothing twice.
 */

const wordsOf = (context: BookingEmailContext) => aftercareWords(context.clientLanguage);

/** The day the session is marked done: the artist's aftercare as they wrote it, else ours, in their language. */
export function aftercareEmail(
  context: BookingEmailContext,
  { to, pageUrl, aftercareText }: { to: string; pageUrl: string; aftercareText: string | null },
): OutgoingEmail {
  const { greeting, words: bookingWords } = clientSide(context);
  const { aftercare } = wordsOf(context);
  const text = aftercareText?.trim()
    ? [paragraph(aftercare.artistText(context.artistName)), ...paragraphsOf(aftercareText)]
    : aftercare.standard.map(paragraph);
  return {
    to,
    subject: aftercare.subject(context.artistName),
    kind: 'aftercare',
    recipient: 'client',
    artistId: context.artistId,
    dedupeKey: `aftercare:${context.bookingId}`,
    ...renderEmail({
      heading: aftercare.heading,
      blocks: [
        greeting,
        paragraph(aftercare.thanks(context.artistName)),
        ...text,
        paragraph(aftercare.questions(context.artistName)),
        { kind: 'link', label: bookingWords.openRequest, href: pageUrl },
      ],
    }),
  };
}

/** Three days after: how is it healing, what is normal, when to see a doctor. */
export function checkInEmail(
  context: BookingEmailContext,
  { to, pageUrl }: { to: string; pageUrl: string },
): OutgoingEmail {
  const { greeting, words: bookingWords } = clientSide(context);
  const { checkIn } = wordsOf(context);
  return {
    to,
    subject: checkIn.subject(context.artistName),
    kind: 'aftercare-check-in',
    recipient: 'client',
    artistId: context.artistId,
    dedupeKey: `aftercare-check-in:${context.bookingId}`,
    ...renderEmail({
      heading: checkIn.heading,
      blocks: [
        greeting,
        paragraph(checkIn.body(context.artistName)),
        paragraph(checkIn.watch),
        paragraph(checkIn.photoLater),
        { kind: 'link', label: bookingWords.openRequest, href: pageUrl },
      ],
    }),
  };
}

/** Where the request page asks for the healed photo: its own section, so the link lands on the upload. */
export const HEALED_PHOTO_ANCHOR = 'healed-photo';

/** Four weeks after: a photo of the healed tattoo, shared on the request page (a signed link, decision 022). */
export function healedPhotoEmail(
  context: BookingEmailContext,
  { to, pageUrl }: { to: string; pageUrl: string },
): OutgoingEmail {
  const { greeting } = clientSide(context);
  const { healedPhoto } = wordsOf(context);
  return {
    to,
    subject: healedPhoto.subject(context.artistName),
    kind: 'healed-photo-request',
    recipient: 'client',
    artistId: context.artistId,
    dedupeKey: `healed-photo-request:${context.bookingId}`,
    ...renderEmail({
      heading: healedPhoto.heading,
      blocks: [
        greeting,
        paragraph(healedPhoto.body(context.artistName)),
        { kind: 'link', label: healedPhoto.button, href: `${pageUrl}#${HEALED_PHOTO_ANCHOR}` },
      ],
    }),
  };
}

/**
 * The one review request a client gets from an artist (decision 065): keyed by the artist and a hash of the
 * client's address, so a second session, a second lead or a retry never asks again. Sent to every client
 * after a done session, never chosen by how they felt.
 */
export const reviewRequestKey = (artistId: string, address: string) =>
  `review-request:${artistId}:${createHash('sha256').update(mailboxOf(address)).digest('hex').slice(0, 32)}`;

export function reviewRequestEmail(
  context: BookingEmailContext,
  { to, reviewUrl }: { to: string; reviewUrl: string },
): OutgoingEmail {
  const { greeting } = clientSide(context);
  const { review } = wordsOf(context);
  return {
    to,
    subject: review.subject(context.artistName),
    kind: 'review-request',
    recipient: 'client',
    artistId: context.artistId,
    dedupeKey: reviewRequestKey(context.artistId, to),
    ...renderEmail({
      heading: review.heading(context.artistName),
      blocks: [
        greeting,
        paragraph(review.body(context.artistName)),
        { kind: 'link', label: review.button, href: reviewUrl },
      ],
    }),
  };
}
