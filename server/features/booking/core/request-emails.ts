import type { MailAttachment, OutgoingEmail } from '../../../providers/mail/types.ts';
import { type EmailBlock, renderEmail } from '../../mail/email-layout.ts';
import { clientWords, firstName } from './client-words/index.ts';

/** One paragraph of an email, or a link shown as a button. */
type Block = string | { link: string; label: string };

/** Both parts of one email through the shared layout (decision 020): the first block is the heading. */
function compose([heading, ...blocks]: [string, ...Block[]]): Pick<OutgoingEmail, 'text' | 'html'> {
  return renderEmail({
    heading,
    blocks: blocks.map(
      (block): EmailBlock =>
        typeof block === 'string'
          ? { kind: 'paragraph', text: block }
          : { kind: 'link', label: block.label, href: block.link },
    ),
  });
}

/** The request email's dedupe key: one per lead, ever. */
export const requestReceivedKey = (leadId: string) => `request-received:${leadId}`;

/**
 * To the client after saving: their private link (issue #14 "Who gets what"), in the language the lead was
 * written in (English for any other).
 */
export function requestReceivedEmail(input: {
  to: string;
  clientName: string | null;
  artistName: string;
  artistId: string;
  leadId: string;
  pageUrl: string;
  language: string | null;
}): OutgoingEmail {
  const words = clientWords(input.language);
  const { artistName } = input;
  return {
    to: input.to,
    subject: words.requestReceived.subject(artistName),
    kind: 'request-received',
    recipient: 'client',
    artistId: input.artistId,
    dedupeKey: requestReceivedKey(input.leadId),
    ...compose([
      words.greeting(firstName(input.clientName)),
      words.requestReceived.saved(artistName),
      words.requestReceived.page,
      { link: input.pageUrl, label: words.openRequest },
      words.requestReceived.private,
    ]),
  };
}

/**
 * The first email to an address not yet confirmed for the artist (decision 055): a link that confirms it, and
 * nothing a stranger typed (no client name, no summary), so a save cannot make it carry someone's words.
 * `dedupeKey` is the day's slot for that mailbox, which caps how many it gets.
 */
export function confirmEmailEmail(input: {
  to: string;
  artistName: string;
  artistId: string;
  confirmUrl: string;
  language: string | null;
  dedupeKey: string;
}): OutgoingEmail {
  const words = clientWords(input.language).confirmEmail;
  return {
    to: input.to,
    subject: words.subject(input.artistName),
    kind: 'confirm-email',
    recipient: 'unconfirmed-client',
    artistId: input.artistId,
    dedupeKey: input.dedupeKey,
    ...compose([
      words.heading,
      words.body(input.artistName),
      { link: input.confirmUrl, label: words.button },
      words.ignore,
    ]),
  };
}

/**
 * To the artist when a client deleted their request from the page; names no one, the data is gone. No dedupe key:
 * it would keep the lead's id, and it is queued once, in the transaction that deletes the request (decision 053).
 */
export function requestDeletedEmail(input: {
  to: string;
  artistId: string;
  submittedAt: Date;
  appUrl: string;
}): OutgoingEmail {
  return {
    to: input.to,
    subject: 'A client deleted their request',
    kind: 'request-deleted',
    recipient: 'artist',
    artistId: input.artistId,
    ...compose([
      `A client deleted the request they sent on ${input.submittedAt.toUTCString()}, from their private request page.`,
      'The lead, its conversation and Instagram thread, its images and concept pictures, any booking and the emails about it are gone from Inkdesk. If you copied their details elsewhere, delete them there too.',
      { link: `${input.appUrl}/dashboard`, label: 'Open your dashboard' },
    ]),
  };
}

/**
 * To the artist when a client moves or cancels their appointment from the page, with the moved invite or the
 * cancellation of the one their confirmation carried (none for a booking never confirmed).
 */
export function bookingChangedEmail(input: {
  to: string;
  artistId: string;
  bookingId: string;
  clientName: string;
  /** The lead's idea: which appointment of the artist's this is. */
  piece: string;
  /** Session 2 of 3 of a project (decision 066). */
  session?: { number: number; count: number } | null;
  change: 'rescheduled' | 'cancelled';
  oldTime: string;
  newTime?: string;
  appUrl: string;
  invite: MailAttachment | null;
}): OutgoingEmail {
  const what =
    input.change === 'cancelled'
      ? `${input.clientName} cancelled their appointment on ${input.oldTime}. The time is free again.`
      : `${input.clientName} moved their appointment from ${input.oldTime} to ${input.newTime}.`;
  return {
    to: input.to,
    subject: `${input.clientName} ${input.change} their appointment`,
    kind: `booking-${input.change}`,
    recipient: 'artist',
    artistId: input.artistId,
    attachments: input.invite ? [input.invite] : [],
    ...compose([
      what,
      ...(input.session ? [`Session ${input.session.number} of ${input.session.count}`] : []),
      `Piece: ${input.piece}`,
      { link: `${input.appUrl}/dashboard?tab=bookings`, label: 'Open your bookings' },
    ]),
  };
}

/** To the artist when a deposit arrives for a hold that had already lapsed and was given away. */
export function lateDepositEmail(input: {
  to: string;
  artistId: string;
  bookingId: string;
  clientName: string;
  amount: string;
}): OutgoingEmail {
  return {
    to: input.to,
    subject: `Refund needed: ${input.clientName}'s deposit arrived after their hold lapsed`,
    kind: 'deposit-late',
    recipient: 'artist',
    artistId: input.artistId,
    dedupeKey: `deposit-late:${input.bookingId}`,
    ...compose([
      `${input.clientName} paid a deposit of ${input.amount}, but their held time had lapsed and was taken meanwhile.`,
      'Refund it from your Stripe dashboard, or offer them new times.',
    ]),
  };
}

/**
 * To the artist when Stripe reports a payment short of the deposit or in another currency (decision 052): the
 * booking is not confirmed, so they refund it or settle the rest themselves. One email per payment event.
 */
export function shortDepositEmail(input: {
  to: string;
  artistId: string;
  eventId: string;
  clientName: string;
  paid: string;
  deposit: string;
}): OutgoingEmail {
  return {
    to: input.to,
    subject: `Check a payment: ${input.clientName} paid ${input.paid} toward a deposit of ${input.deposit}`,
    kind: 'deposit-short',
    recipient: 'artist',
    artistId: input.artistId,
    dedupeKey: `deposit-short:${input.eventId}`,
    ...compose([
      `${input.clientName} paid ${input.paid}, but the deposit is ${input.deposit}.`,
      'The booking is not confirmed: the time stays held with the deposit due until the hold lapses. Refund the payment from your Stripe dashboard, or mark the deposit received once the rest is settled.',
    ]),
  };
}
