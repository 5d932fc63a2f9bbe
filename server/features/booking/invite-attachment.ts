import { and, eq, getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BookingEventKind } from '#common/domain/booking/types.ts';
import type { Db } from '../../db/client.ts';
import { bookingEvents, bookings } from '../../db/schema/index.ts';
import type { MailAttachment } from '../../providers/mail/types.ts';
import type { BookingEmailContext } from './booking-emails.ts';
import { bookingCancellation, bookingInvite } from './booking-invite.ts';
import { formatBookingTime } from './booking-times.ts';

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

/**
 * The .ics for an email about one booking, at its current SEQUENCE: the invite (new or moved), or its
 * cancellation. Title and description are the same wherever it is sent, the time in the artist's zone.
 */
export async function inviteAttachment(
  db: Db,
  context: BookingEmailContext,
  { isCancelled = false }: { isCancelled?: boolean } = {},
): Promise<MailAttachment> {
  const sequence = await loadInviteSequence(db, context);
  const booking = {
    id: context.bookingId,
    startsAt: context.startsAt,
    endsAt: context.endsAt,
    sessionKind: context.sessionKind,
    sequence,
  };
  const title = `Tattoo appointment with ${context.artistName}`;
  const details = {
    title,
    description: `${title}: ${formatBookingTime(context.startsAt, context.endsAt, context.artistTimeZone)}`,
  };
  const method = isCancelled ? 'CANCEL' : 'PUBLISH';
  return {
    filename: isCancelled ? 'cancelled-appointment.ics' : 'appointment.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: isCancelled ? bookingCancellation(booking, details) : bookingInvite(booking, details),
  };
}
