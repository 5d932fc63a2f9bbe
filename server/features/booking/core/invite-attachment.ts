import { and, eq, getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BookingEventKind } from '#common/domain/booking/types.ts';
import type { Db } from '../../../db/client.ts';
import { bookingEvents, bookings } from '../../../db/schema/index.ts';
import type { MailAttachment } from '../../../providers/mail/types.ts';
import type { LoadedBooking } from './booking-context.ts';
import { artistInviteTitle, inviteDetailLines } from './booking-details.ts';
import {
  artistOrganizer,
  bookingCancellation,
  bookingPublication,
  bookingRequest,
  type EventDetails,
  type InviteParties,
} from './booking-invite.ts';
import { formatBookingTime } from './booking-times.ts';
import { clientWords } from './client-words/index.ts';

/**
 * The timeline events that revise an invite already sent. A booking moves or ends in place under one UID, and a
 * calendar replaces the copy it holds only when SEQUENCE rises (RFC 5545 §3.8.7.4), so every email, the feed
 * and a cancellation count the same events.
 */
const INVITE_REVISIONS: readonly BookingEventKind[] = ['rescheduled', 'cancelled'];

/**
 * `bookings`.<column>, qualified in the SQL whatever the outer query: drizzle leaves a single-table select's
 * columns unqualified, and inside the subquery an unqualified `lead_id` or `id` would be the event's own.
 */
const outer = (column: AnyPgColumn) =>
  sql`${sql.identifier(getTableName(bookings))}.${sql.identifier(column.name)}`;

/** The SEQUENCE of a booking's invite, as a column of a query over `bookings` (the feed selects it per row). */
export function inviteSequenceColumn() {
  const kinds = sql.join(
    INVITE_REVISIONS.map((kind) => sql`${kind}`),
    sql`, `,
  );
  return sql<number>`(select count(*)::int from ${bookingEvents}
    where ${bookingEvents.leadId} = ${outer(bookings.leadId)} and ${bookingEvents.artistId} = ${outer(bookings.artistId)}
    and ${bookingEvents.kind} in (${kinds}) and ${bookingEvents.detail}->>'bookingId' = ${outer(bookings.id)}::text)`;
}

/** One booking's SEQUENCE now: read after the change's timeline event is recorded, in the same transaction. */
export async function loadInviteSequence(
  db: Db,
  { bookingId, artistId }: { bookingId: string; artistId: string },
): Promise<number> {
  const [row] = await db
    .select({ sequence: inviteSequenceColumn() })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.artistId, artistId)));
  return row?.sequence ?? 0;
}

/** The artist organizes a booking's invites; the client attends when they gave an email. */
export function inviteParties(loaded: LoadedBooking): InviteParties {
  const { artistName, clientName } = loaded.email;
  return {
    organizer: artistOrganizer(artistName, loaded.artistEmail),
    client: loaded.clientEmail
      ? { name: clientName?.trim() || loaded.clientEmail, email: loaded.clientEmail }
      : null,
  };
}

/**
 * The words a calendar shows for the event: the reader's language, the time in the artist's zone (decision 021),
 * then the piece, the studio and the preparation notes; the studio is also its LOCATION (issue #26). The
 * client's is titled with the artist, the artist's own copy with the client.
 */
function eventDetails({ email: context }: LoadedBooking, side: 'client' | 'artist'): EventDetails {
  const words = clientWords(side === 'client' ? context.clientLanguage : 'en');
  const title = words.invite.title(context.artistName);
  const time = formatBookingTime(
    context.startsAt,
    context.endsAt,
    context.artistTimeZone,
    words.locale.dates,
  );
  const details = inviteDetailLines(context, side === 'client' ? { words } : 'artist');
  return {
    title: side === 'client' ? title : artistInviteTitle(context),
    description: [`${title}: ${time}`, ...details].join('\n'),
    location: context.studioAddress,
  };
}

/**
 * The event an email's .ics describes, at its current SEQUENCE, with its words for each side: the client's
 * language for theirs (decision 051), English for the artist's; the same words for both when the client's is English.
 */
async function inviteEvent(db: Db, loaded: LoadedBooking) {
  const { email: context } = loaded;
  const sequence = await loadInviteSequence(db, context);
  return {
    booking: {
      id: context.bookingId,
      startsAt: context.startsAt,
      endsAt: context.endsAt,
      sessionKind: context.sessionKind,
      sequence,
    },
    clientDetails: eventDetails(loaded, 'client'),
    artistDetails: eventDetails(loaded, 'artist'),
  };
}

const calendarFile = (filename: string, method: string, content: string): MailAttachment => ({
  filename,
  // The MIME method must match the METHOD inside (RFC 6047 §2.4).
  contentType: `text/calendar; charset=utf-8; method=${method}`,
  content,
});

/** A booking's invite for each side, read at one SEQUENCE. */
export interface BookingInvites {
  /** The SEQUENCE both files carry, which also keys one email per revision. */
  sequence: number;
  /** A REQUEST naming the client as attendee; null when the client gave no email. */
  client: MailAttachment | null;
  /** The artist's own copy: a PUBLISH of their appointment (booking-invite.ts). */
  artist: MailAttachment;
}

/** The invite (new or moved) for both sides' emails, from one read of its SEQUENCE (decision 032). */
export async function inviteAttachments(db: Db, loaded: LoadedBooking): Promise<BookingInvites> {
  const { booking, clientDetails, artistDetails } = await inviteEvent(db, loaded);
  const { organizer, client } = inviteParties(loaded);
  return {
    sequence: booking.sequence,
    client: client
      ? calendarFile(
          'appointment.ics',
          'REQUEST',
          bookingRequest(booking, clientDetails, { organizer, client }),
        )
      : null,
    artist: calendarFile('appointment.ics', 'PUBLISH', bookingPublication(booking, artistDetails, organizer)),
  };
}

/** The cancellation of a booking's invite, for each side (booking-invite.ts): the same event, each in its words. */
export interface CancellationInvites {
  client: MailAttachment;
  artist: MailAttachment;
}

/** The cancellation of a booking's invite for both sides' emails. */
export async function cancellationAttachments(db: Db, loaded: LoadedBooking): Promise<CancellationInvites> {
  const { booking, clientDetails, artistDetails } = await inviteEvent(db, loaded);
  const parties = inviteParties(loaded);
  const file = (details: EventDetails) =>
    calendarFile('cancelled-appointment.ics', 'CANCEL', bookingCancellation(booking, details, parties));
  return { client: file(clientDetails), artist: file(artistDetails) };
}
