import { SESSION_KIND_LABELS } from '#common/contracts/booking.ts';
import type { SessionKind } from '#common/domain/booking/types.ts';
import type { MailAttachment, OutgoingEmail } from '../../../providers/mail/types.ts';
import { type EmailBlock, renderEmail } from '../../mail/email-layout.ts';
import { formatBookingTime, formatDeposit } from './booking-times.ts';

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
}

export const greeting = (name: string | null) => `Hi ${name?.trim().split(/\s+/)[0] || 'there'},`;
export const clientTime = (context: BookingEmailContext) =>
  formatBookingTime(context.startsAt, context.endsAt, context.clientTimeZone ?? context.artistTimeZone);
export const artistTime = (context: BookingEmailContext) =>
  formatBookingTime(context.startsAt, context.endsAt, context.artistTimeZone);
export const sessionLabel = (context: BookingEmailContext) =>
  SESSION_KIND_LABELS[context.sessionKind].toLowerCase();
/** The key of a confirmation: a rescheduled booking confirms its new time once more. */
const confirmationKey = (context: BookingEmailContext, side: string) =>
  `booking-confirmed:${side}:${context.bookingId}:${context.startsAt.toISOString()}`;

export const paragraph = (text: string): EmailBlock => ({ kind: 'paragraph', text });

function depositBlocks(context: BookingEmailContext): EmailBlock[] {
  if (context.depositCents === 0) return [];
  const amount = formatDeposit(context.depositCents, context.currency);
  return [
    paragraph(context.depositStatus === 'paid' ? `Deposit received: ${amount}.` : `Deposit due: ${amount}.`),
  ];
}

/** To the client when their booking is confirmed, with the .ics invite. */
export function clientConfirmationEmail(
  context: BookingEmailContext,
  { to, pageUrl, invite }: { to: string; pageUrl: string; invite: MailAttachment },
): OutgoingEmail {
  return {
    to,
    subject: `Booked: your ${sessionLabel(context)} with ${context.artistName}`,
    kind: 'booking-confirmed',
    artistId: context.artistId,
    dedupeKey: confirmationKey(context, 'client'),
    attachments: [invite],
    ...renderEmail({
      heading: `You're booked with ${context.artistName}`,
      blocks: [
        paragraph(greeting(context.clientName)),
        paragraph(`Your ${sessionLabel(context)} is confirmed: ${clientTime(context)}.`),
        ...depositBlocks(context),
        paragraph(
          'The attached invite adds it to your calendar. Your request page has the details, and is where you can reschedule or cancel.',
        ),
        { kind: 'link', label: 'Open your request', href: pageUrl },
      ],
    }),
  };
}

/** To the artist when a booking is confirmed, with their own copy of the invite (decision 032). */
export function artistConfirmationEmail(
  context: BookingEmailContext,
  { to, dashboardUrl, invite }: { to: string; dashboardUrl: string; invite: MailAttachment },
): OutgoingEmail {
  const who = context.clientName?.trim() || 'A client';
  return {
    to,
    subject: `New booking: ${who}, ${artistTime(context)}`,
    kind: 'booking-confirmed',
    artistId: context.artistId,
    dedupeKey: confirmationKey(context, 'artist'),
    attachments: [invite],
    ...renderEmail({
      heading: `New booking: ${who}`,
      blocks: [
        paragraph(`${who} is booked for a ${sessionLabel(context)}: ${artistTime(context)}.`),
        ...depositBlocks(context),
        { kind: 'link', label: 'Open Bookings', href: dashboardUrl },
      ],
    }),
  };
}

/** To the client 48 h and 24 h before; the key makes a retried or repeated reminder send once. */
export function reminderEmail(
  context: BookingEmailContext,
  { to, pageUrl, hoursBefore }: { to: string; pageUrl: string; hoursBefore: number },
): OutgoingEmail {
  return {
    to,
    subject: `Reminder: your ${sessionLabel(context)} with ${context.artistName} ${hoursBefore <= 24 ? 'tomorrow' : 'in two days'}`,
    kind: 'booking-reminder',
    artistId: context.artistId,
    dedupeKey: `booking-reminder:${context.bookingId}:${context.startsAt.toISOString()}:${hoursBefore}`,
    ...renderEmail({
      heading: `See you soon, from ${context.artistName}`,
      blocks: [
        paragraph(greeting(context.clientName)),
        paragraph(
          `A reminder of your ${sessionLabel(context)} with ${context.artistName}: ${clientTime(context)}.`,
        ),
        paragraph('Need to change it? Your request page shows what you can still do.'),
        { kind: 'link', label: 'Open your request', href: pageUrl },
      ],
    }),
  };
}

/** To the client with the times the artist offered; they pick one on their request page. */
export function offeredTimesEmail(input: {
  to: string;
  artistId: string;
  artistName: string;
  clientName: string | null;
  offerKey: string;
  sessionKind: SessionKind;
  times: string[];
  pageUrl: string;
}): OutgoingEmail {
  return {
    to: input.to,
    subject: `${input.artistName} offered you times for your tattoo`,
    kind: 'booking-offered',
    artistId: input.artistId,
    dedupeKey: `booking-offered:${input.offerKey}`,
    ...renderEmail({
      heading: `${input.artistName} offered you times`,
      blocks: [
        paragraph(greeting(input.clientName)),
        paragraph(
          `${input.artistName} would like to book a ${SESSION_KIND_LABELS[input.sessionKind].toLowerCase()} with you. These times are open:`,
        ),
        { kind: 'list', items: input.times },
        paragraph(
          'Pick the one that suits you on your request page. The first client to pick a time gets it.',
        ),
        { kind: 'link', label: 'Pick a time', href: input.pageUrl },
      ],
    }),
  };
}

/** The artist's decline, in their own (edited) words. */
export function declineEmail(input: {
  to: string;
  artistId: string;
  artistName: string;
  leadId: string;
  message: string;
}): OutgoingEmail {
  return {
    to: input.to,
    subject: `About your tattoo request to ${input.artistName}`,
    kind: 'booking-declined',
    artistId: input.artistId,
    dedupeKey: `booking-declined:${input.leadId}`,
    ...renderEmail({
      heading: `About your request to ${input.artistName}`,
      blocks: input.message.split(/\n{2,}/).map(paragraph),
    }),
  };
}
