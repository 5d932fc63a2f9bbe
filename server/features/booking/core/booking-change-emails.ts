import { type StudioActor, studioActorLabel } from '#common/contracts/studios.ts';
import type { MailAttachment, OutgoingEmail } from '../../../providers/mail/types.ts';
import { renderEmail } from '../../mail/email-layout.ts';
import { artistDetailBlocks, clientDetailBlocks, depositAfterCancelBlocks } from './booking-details.ts';
import {
  artistTime,
  type BookingEmailContext,
  clientSide,
  paragraph,
  sessionLabel,
} from './booking-emails.ts';
import type { ClientEmailWords } from './client-words/index.ts';

/** Who moved or ended an appointment: the wording differs, the invite does not. */
export type ChangedBy = 'artist' | 'client';

/** The client as the artist's emails name them, mid-sentence and at its start. */
function clientNamed(context: BookingEmailContext) {
  const name = context.clientName?.trim();
  return { who: name || 'the client', whoAtStart: name || 'The client' };
}

/**
 * Who made the change, as the artist's own email says it: "You", or who at the studio acted for them (decision 073),
 * so an artist never reads their front desk's cancellation as their own.
 */
function changedByWords(actor: StudioActor | null | undefined) {
  return actor
    ? { subject: studioActorLabel(actor), possessive: 'the' }
    : { subject: 'You', possessive: 'your' };
}

/** The reason as the artist typed it, one paragraph per blank-line-separated part, opened in the reader's words. */
function reasonBlocks(reason: string | undefined, words: ClientEmailWords, artist: string) {
  if (!reason) return [];
  const [first = '', ...rest] = reason.split(/\n{2,}/);
  return [paragraph(words.cancelled.reason(artist, first)), ...rest.map(paragraph)];
}

/**
 * To the client when their appointment is cancelled, by the artist (with their reason, if they gave one) or by
 * themselves from the request page. The cancellation .ics, when they were sent an invite, removes it from their
 * calendar; one email per booking, however often it is queued.
 */
export function clientCancelledEmail(
  context: BookingEmailContext,
  input: { to: string; pageUrl: string; by: ChangedBy; reason?: string; invite: MailAttachment | null },
): OutgoingEmail {
  const { words, greeting, session, time } = clientSide(context);
  const { artistName } = context;
  const what =
    input.by === 'artist'
      ? words.cancelled.byArtist(artistName, session, time)
      : words.cancelled.byClient(session, artistName, time);
  return {
    to: input.to,
    subject: words.cancelled.subject(session, artistName),
    kind: 'booking-cancelled',
    recipient: 'client',
    artistId: context.artistId,
    dedupeKey: `booking-cancelled:client:${context.bookingId}`,
    attachments: input.invite ? [input.invite] : [],
    ...renderEmail({
      heading: words.cancelled.heading,
      blocks: [
        greeting,
        paragraph(what),
        ...(input.by === 'artist' ? reasonBlocks(input.reason, words, artistName) : []),
        ...clientDetailBlocks(context, words, { withPrep: false }),
        ...depositAfterCancelBlocks(context, words),
        ...(input.invite ? [paragraph(words.cancelled.inviteRemoved)] : []),
        paragraph(words.cancelled.newTimes(artistName)),
        { kind: 'link', label: words.openRequest, href: input.pageUrl },
      ],
    }),
  };
}

/**
 * The artist's record of a cancellation made from the dashboard, by them or for them by the studio's owner or front
 * desk (`actor`), with the cancellation for the invite their confirmation carried.
 */
export function artistCancelledEmail(
  context: BookingEmailContext,
  input: {
    to: string;
    dashboardUrl: string;
    reason?: string;
    actor?: StudioActor | null;
    isClientTold: boolean;
    invite: MailAttachment | null;
  },
): OutgoingEmail {
  const { who, whoAtStart } = clientNamed(context);
  const by = changedByWords(input.actor);
  return {
    to: input.to,
    subject: `${by.subject} cancelled ${who}'s appointment, ${artistTime(context)}`,
    kind: 'booking-cancelled',
    recipient: 'artist',
    artistId: context.artistId,
    dedupeKey: `booking-cancelled:artist:${context.bookingId}`,
    attachments: input.invite ? [input.invite] : [],
    ...renderEmail({
      heading: 'Appointment cancelled',
      blocks: [
        paragraph(
          `${by.subject} cancelled ${who}'s ${sessionLabel(context)}: ${artistTime(context)}. The time is free again.`,
        ),
        paragraph(
          input.isClientTold
            ? `${whoAtStart} was emailed${input.reason ? ` with ${by.possessive} reason` : ''}.`
            : `${whoAtStart} gave no email address: tell them yourself.`,
        ),
        ...artistDetailBlocks(context, { withPrep: false }),
        ...(input.invite ? [paragraph('The attached update removes it from your calendar.')] : []),
        { kind: 'link', label: 'Open your bookings', href: input.dashboardUrl },
      ],
    }),
  };
}

/**
 * To the client when their appointment moves, by themselves from the request page or by the artist. A confirmed
 * booking's email carries the invite at its raised SEQUENCE so their calendar moves the event it holds (a held
 * one's invite was never sent). An artist's move reads in the artist's time zone, as they would have agreed it.
 * One email per booking and revision: moving back and forth sends each move.
 */
export function clientRescheduledEmail(
  context: BookingEmailContext,
  input: {
    to: string;
    pageUrl: string;
    /** Where it was: read in the zone the new time is read in. */
    previous: { startsAt: Date; endsAt: Date };
    invite: MailAttachment | null;
    by: ChangedBy;
    /** The invite SEQUENCE after this move: one email per move. */
    revision: number;
  },
): OutgoingEmail {
  const { artistName } = context;
  const zone = input.by === 'artist' ? context.artistTimeZone : undefined;
  const { words, greeting, session, time } = clientSide(context, zone);
  const { startsAt, endsAt } = input.previous;
  const was = clientSide({ ...context, startsAt, endsAt }, zone).time;
  const what =
    input.by === 'artist'
      ? words.moved.byArtist(artistName, session, time)
      : words.moved.byClient(session, artistName, time);
  return {
    to: input.to,
    subject: words.moved.subject(session, artistName),
    kind: 'booking-rescheduled',
    recipient: 'client',
    artistId: context.artistId,
    dedupeKey: `booking-rescheduled:client:${context.bookingId}:${input.revision}:${context.startsAt.toISOString()}`,
    attachments: input.invite ? [input.invite] : [],
    ...renderEmail({
      heading: words.moved.heading,
      blocks: [
        greeting,
        paragraph(what),
        paragraph(words.moved.was(was)),
        ...clientDetailBlocks(context, words),
        ...(input.invite ? [paragraph(words.moved.inviteUpdated)] : []),
        { kind: 'link', label: words.openRequest, href: input.pageUrl },
      ],
    }),
  };
}

/**
 * The artist's record of moving an appointment from the dashboard (themselves, or the studio for them), with their copy of the moved invite (same UID, the
 * SEQUENCE the client's carries), so their calendar moves the event their confirmation put there. Only for a
 * confirmed booking: a held one's invite was never sent. One email per move, as the client's.
 */
export function artistRescheduledEmail(
  context: BookingEmailContext,
  input: {
    to: string;
    dashboardUrl: string;
    previousTime: string;
    isClientTold: boolean;
    /** Who at the studio moved it for the artist (decision 073); absent for the artist's own move. */
    actor?: StudioActor | null;
    invite: MailAttachment;
    /** The invite SEQUENCE after this move: one email per move. */
    revision: number;
  },
): OutgoingEmail {
  const { who, whoAtStart } = clientNamed(context);
  const by = changedByWords(input.actor);
  return {
    to: input.to,
    subject: `${by.subject} moved ${who}'s appointment to ${artistTime(context)}`,
    kind: 'booking-rescheduled',
    recipient: 'artist',
    artistId: context.artistId,
    dedupeKey: `booking-rescheduled:artist:${context.bookingId}:${input.revision}:${context.startsAt.toISOString()}`,
    attachments: [input.invite],
    ...renderEmail({
      heading: 'Appointment moved',
      blocks: [
        paragraph(`${by.subject} moved ${who}'s ${sessionLabel(context)} to ${artistTime(context)}.`),
        paragraph(`It was ${input.previousTime}.`),
        ...artistDetailBlocks(context),
        paragraph(
          input.isClientTold
            ? `${whoAtStart} was emailed the new time with an updated invite.`
            : `${whoAtStart} gave no email address: tell them yourself.`,
        ),
        paragraph('The attached invite updates the event in your calendar.'),
        { kind: 'link', label: 'Open your bookings', href: input.dashboardUrl },
      ],
    }),
  };
}
