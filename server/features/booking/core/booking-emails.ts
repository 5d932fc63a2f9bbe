import { SESSION_KIND_LABELS } from '#common/contracts/booking.ts';
import { type StudioActor, studioActorLabel } from '#common/contracts/studios.ts';
import type { DepositCollection, SessionKind } from '#common/domain/booking/types.ts';
import type { MailAttachment, OutgoingEmail } from '../../../providers/mail/types.ts';
import { type EmailBlock, renderEmail } from '../../mail/email-layout.ts';
import {
  artistDetailBlocks,
  clientDetailBlocks,
  clientNameForArtist,
  paymentBlocks,
} from './booking-details.ts';
import { formatBookingTime, formatDeposit } from './booking-times.ts';
import { type ClientEmailWords, clientWords, firstName } from './client-words/index.ts';

export interface BookingEmailContext {
  bookingId: string;
  artistId: string;
  artistName: string;
  clientName: string | null;
  startsAt: Date;
  endsAt: Date;
  sessionKind: SessionKind;
  artistTimeZone: string;
  /** The client's zone when their browser told us; else their times are the artist's, zone named. */
  clientTimeZone: string | null;
  depositCents: number;
  depositStatus: 'none' | 'due' | 'paid';
  currency: string;
  /** The lead's stored language (ISO 639-1): the client's emails speak it, English when unknown. */
  clientLanguage: string | null;
  /** The lead's idea as summarised at intake: what is being tattooed. */
  piece: string | null;
  /** Intake's studio location, where the session happens. */
  studioAddress: string | null;
  /** The artist's own texts from Settings (issue #26), as they wrote them; null when not written. */
  prepNotes: string | null;
  paymentInstructions: string | null;
  refundPolicy: string | null;
  /** Session 2 of 3 of a project (decision 066); null for a single session. */
  session: { number: number; count: number } | null;
}

/**
 * What a client's email says a booking with: the words of their language, their greeting, the session's name
 * and the time in their zone (else the artist's, named; or the zone given), written in their locale (decision 051).
 */
export function clientSide(
  context: BookingEmailContext,
  zone = context.clientTimeZone ?? context.artistTimeZone,
) {
  const words = clientWords(context.clientLanguage);
  return {
    words,
    greeting: paragraph(words.greeting(firstName(context.clientName))),
    session: words.sessionKinds[context.sessionKind],
    time: formatBookingTime(context.startsAt, context.endsAt, zone, words.locale.dates),
  };
}

/** The artist's emails are in English, the artist's language today. */
export const artistTime = (context: BookingEmailContext) =>
  formatBookingTime(context.startsAt, context.endsAt, context.artistTimeZone);
export const sessionLabel = (context: BookingEmailContext) =>
  SESSION_KIND_LABELS[context.sessionKind].toLowerCase();
/** The key of a confirmation: a rescheduled booking confirms its new time once more. */
const confirmationKey = (context: BookingEmailContext, side: string) =>
  `booking-confirmed:${side}:${context.bookingId}:${context.startsAt.toISOString()}`;

export const paragraph = (text: string): EmailBlock => ({ kind: 'paragraph', text });

/** A deposit still to pay: the reminders say how (decision 068). */
export const isDepositDue = (context: BookingEmailContext) =>
  context.depositCents > 0 && context.depositStatus === 'due';

/** The deposit line in the reader's words: the client's, or English (the artist's) by default. */
function depositBlocks(
  context: BookingEmailContext,
  words: ClientEmailWords = clientWords('en'),
): EmailBlock[] {
  if (context.depositCents === 0) return [];
  const amount = formatDeposit(context.depositCents, context.currency, words.locale.money);
  const { depositPaid, depositDue } = words.confirmed;
  return [paragraph(context.depositStatus === 'paid' ? depositPaid(amount) : depositDue(amount))];
}

/** The consent form's line and button while it is unsigned (issue #26 item 4); nothing once signed. */
function consentBlocks(
  context: BookingEmailContext,
  words: ClientEmailWords,
  consentUrl: string | null | undefined,
): EmailBlock[] {
  if (!consentUrl) return [];
  return [
    paragraph(words.consent.body(context.artistName)),
    { kind: 'link', label: words.consent.button, href: consentUrl },
  ];
}

/** To the client when their booking is confirmed, with the .ics invite and the consent form's link. */
export function clientConfirmationEmail(
  context: BookingEmailContext,
  {
    to,
    pageUrl,
    invite,
    consentUrl,
  }: { to: string; pageUrl: string; invite: MailAttachment; consentUrl?: string | null },
): OutgoingEmail {
  const { words, greeting, session, time } = clientSide(context);
  return {
    to,
    subject: words.confirmed.subject(session, context.artistName),
    kind: 'booking-confirmed',
    recipient: 'client',
    artistId: context.artistId,
    dedupeKey: confirmationKey(context, 'client'),
    attachments: [invite],
    ...renderEmail({
      heading: words.confirmed.heading(context.artistName),
      blocks: [
        greeting,
        paragraph(words.confirmed.body(session, time)),
        ...clientDetailBlocks(context, words),
        ...depositBlocks(context, words),
        ...paymentBlocks(context, words),
        paragraph(words.confirmed.invite),
        { kind: 'link', label: words.openRequest, href: pageUrl },
        // After the request page's link, so the first link of every booking email stays the request page.
        ...consentBlocks(context, words, consentUrl),
      ],
    }),
  };
}

/** To the artist when a booking is confirmed, with their own copy of the invite (decision 032). */
export function artistConfirmationEmail(
  context: BookingEmailContext,
  {
    to,
    dashboardUrl,
    invite,
    actor = null,
  }: {
    to: string;
    dashboardUrl: string;
    invite: MailAttachment;
    /** Who at the studio booked it for the artist (decision 073): the artist never reads it as their own. */
    actor?: StudioActor | null;
  },
): OutgoingEmail {
  const who = clientNameForArtist(context);
  const booked = actor ? `${studioActorLabel(actor)} booked ${who} for` : `${who} is booked for`;
  return {
    to,
    subject: `New booking: ${who}, ${artistTime(context)}`,
    kind: 'booking-confirmed',
    recipient: 'artist',
    artistId: context.artistId,
    dedupeKey: confirmationKey(context, 'artist'),
    attachments: [invite],
    ...renderEmail({
      heading: `New booking: ${who}`,
      blocks: [
        paragraph(`${booked} a ${sessionLabel(context)}: ${artistTime(context)}.`),
        ...artistDetailBlocks(context),
        ...depositBlocks(context),
        { kind: 'link', label: 'Open Bookings', href: dashboardUrl },
      ],
    }),
  };
}

/**
 * To the client 48 h and 24 h before, as the booking stands when it is sent (issue #26 item 8): the piece, the
 * studio, the preparation notes, and while the deposit is due, how to pay it (the artist's instructions, or a
 * link to the request page that opens Stripe Checkout). The key makes a retried or repeated reminder send once.
 */
export function reminderEmail(
  context: BookingEmailContext,
  {
    to,
    pageUrl,
    hoursBefore,
    depositCollection,
    consentUrl,
  }: {
    to: string;
    pageUrl: string;
    hoursBefore: number;
    depositCollection: DepositCollection;
    consentUrl?: string | null;
  },
): OutgoingEmail {
  const { words, greeting, session, time } = clientSide(context);
  const { artistName } = context;
  return {
    to,
    subject: words.reminder.subject(session, artistName, hoursBefore <= 24),
    kind: 'booking-reminder',
    recipient: 'client',
    artistId: context.artistId,
    dedupeKey: `booking-reminder:${context.bookingId}:${context.startsAt.toISOString()}:${hoursBefore}`,
    ...renderEmail({
      heading: words.reminder.heading(artistName),
      blocks: [
        greeting,
        paragraph(words.reminder.body(session, artistName, time)),
        ...clientDetailBlocks(context, words),
        ...depositBlocks(context, words),
        ...paymentBlocks(context, words),
        ...(isDepositDue(context) && depositCollection === 'stripe'
          ? [{ kind: 'link', label: words.reminder.payDeposit, href: pageUrl } as const]
          : []),
        paragraph(words.reminder.change),
        { kind: 'link', label: words.openRequest, href: pageUrl },
        ...consentBlocks(context, words, consentUrl),
      ],
    }),
  };
}

/** To the client with the times the artist offered (written in their words); they pick one on their request page. */
export function offeredTimesEmail(input: {
  to: string;
  artistId: string;
  artistName: string;
  clientName: string | null;
  language: string | null;
  offerKey: string;
  sessionKind: SessionKind;
  times: string[];
  pageUrl: string;
  /** A project's session count (decision 066); absent for one session. */
  sessionCount?: number | null;
}): OutgoingEmail {
  const words = clientWords(input.language);
  const { artistName } = input;
  return {
    to: input.to,
    subject: words.offered.subject(artistName),
    kind: 'booking-offered',
    recipient: 'client',
    artistId: input.artistId,
    dedupeKey: `booking-offered:${input.offerKey}`,
    ...renderEmail({
      heading: words.offered.heading(artistName),
      blocks: [
        paragraph(words.greeting(firstName(input.clientName))),
        paragraph(words.offered.body(artistName, words.sessionKinds[input.sessionKind])),
        { kind: 'list', items: input.times },
        ...(input.sessionCount ? [paragraph(words.offered.project(input.sessionCount))] : []),
        paragraph(words.offered.pick),
        { kind: 'link', label: words.offered.button, href: input.pageUrl },
      ],
    }),
  };
}

/** The artist's decline, in their own (edited) words, framed in the client's language. */
export function declineEmail(input: {
  to: string;
  artistId: string;
  artistName: string;
  leadId: string;
  language: string | null;
  message: string;
}): OutgoingEmail {
  const words = clientWords(input.language);
  return {
    to: input.to,
    subject: words.declined.subject(input.artistName),
    kind: 'booking-declined',
    recipient: 'client',
    artistId: input.artistId,
    dedupeKey: `booking-declined:${input.leadId}`,
    ...renderEmail({
      heading: words.declined.heading(input.artistName),
      blocks: input.message.split(/\n{2,}/).map(paragraph),
    }),
  };
}
