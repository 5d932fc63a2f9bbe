import type { Booking, BookingEvent, Offer } from '#common/contracts/booking.ts';
import type { BookingOfferRow, BookingRow, bookingEvents } from '../../../db/schema/index.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A booking as the artist's pages read it; `sessionCount` is its project's, for "session 2 of 3" (decision 066). */
export function toBookingDto(row: BookingRow, currency: string, sessionCount: number | null = null): Booking {
  return {
    id: row.id,
    leadId: row.leadId,
    offerId: row.offerId,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    sessionKind: row.sessionKind,
    status: row.status,
    holdExpiresAt: iso(row.holdExpiresAt),
    depositCents: row.depositCents,
    depositStatus: row.depositStatus,
    currency,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: iso(row.confirmedAt),
    cancelledAt: iso(row.cancelledAt),
    session:
      row.sessionNumber !== null && sessionCount !== null
        ? { number: row.sessionNumber, count: sessionCount }
        : null,
    completedAt: iso(row.completedAt),
  };
}

export function toOfferDto(row: BookingOfferRow): Offer {
  return {
    id: row.id,
    leadId: row.leadId,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    sessionKind: row.sessionKind,
    createdAt: row.createdAt.toISOString(),
    withdrawnAt: iso(row.withdrawnAt),
  };
}

export function toEventDto(row: typeof bookingEvents.$inferSelect): BookingEvent {
  return { id: row.id, kind: row.kind, detail: row.detail, at: row.at.toISOString() };
}
