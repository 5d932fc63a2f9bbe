import { queryOptions } from '@tanstack/react-query';
import { getJson, sendJson } from '#client/lib/api-client.ts';
import {
  type CancelBookingRequest,
  freeSlotsSchema,
  type LeadBooking,
  leadBookingSchema,
  type MoveBookingRequest,
  type ProjectPlanInput,
} from '#common/contracts/booking.ts';
import type { SessionKind } from '#common/domain/booking/types.ts';

/** Under the lead's own key, so invalidating ['/api/booking/leads'] refreshes every lead's booking section. */
export const leadBookingKey = (leadId: string) => ['/api/booking/leads', leadId] as const;

/** GET /api/booking/leads/:leadId: offers, bookings, timeline and the decline template of one lead. */
export function getLeadBookingQueryOptions(leadId: string) {
  return queryOptions({
    queryKey: leadBookingKey(leadId),
    queryFn: () => getJson(`/api/booking/leads/${leadId}`, leadBookingSchema),
  });
}

/** GET /api/booking/leads/:leadId/free-slots: the artist's free slots for a session kind. */
export function getFreeSlotsQueryOptions(leadId: string, sessionKind: SessionKind) {
  return queryOptions({
    queryKey: [...leadBookingKey(leadId), 'free-slots', sessionKind],
    queryFn: () =>
      getJson(`/api/booking/leads/${leadId}/free-slots?sessionKind=${sessionKind}`, freeSlotsSchema),
    // Free time changes as others book: always ask again when a picker opens.
    staleTime: 0,
  });
}

export function offerTimes(
  leadId: string,
  data: { sessionKind: SessionKind; startTimes: string[]; project?: ProjectPlanInput | null },
): Promise<LeadBooking> {
  return sendJson('POST', `/api/booking/leads/${leadId}/offers`, leadBookingSchema, data);
}

export function declineLead(leadId: string, message: string): Promise<LeadBooking> {
  return sendJson('POST', `/api/booking/leads/${leadId}/decline`, leadBookingSchema, { message });
}

export function bookDirectly(
  leadId: string,
  data: { sessionKind: SessionKind; startsAt: string },
): Promise<LeadBooking> {
  return sendJson('POST', `/api/booking/leads/${leadId}/bookings`, leadBookingSchema, data);
}

export function markDepositReceived(bookingId: string): Promise<LeadBooking> {
  return sendJson('POST', `/api/booking/bookings/${bookingId}/deposit-received`, leadBookingSchema);
}

/**
 * POST /api/booking/bookings/:bookingId/done: the session happened; the client gets their aftercare now, a
 * check-in in 3 days and a healed-photo request in 4 weeks (decision 065).
 */
export function markSessionDone(bookingId: string): Promise<LeadBooking> {
  return sendJson('POST', `/api/booking/bookings/${bookingId}/done`, leadBookingSchema);
}

/** POST /api/booking/bookings/:bookingId/cancel: the client is emailed, with the reason when given. */
export function cancelBooking(bookingId: string, data: CancelBookingRequest): Promise<LeadBooking> {
  return sendJson('POST', `/api/booking/bookings/${bookingId}/cancel`, leadBookingSchema, data);
}

/** Under the lead's key, so a change to the lead's booking refreshes the times its booking may move to. */
export const moveTimesKey = (leadId: string, bookingId: string) =>
  [...leadBookingKey(leadId), 'move-times', bookingId] as const;

/** GET /api/booking/bookings/:bookingId/move-times: the free times of the booking's length, from now on. */
export function getMoveTimesQueryOptions(leadId: string, bookingId: string) {
  return queryOptions({
    queryKey: moveTimesKey(leadId, bookingId),
    queryFn: () => getJson(`/api/booking/bookings/${bookingId}/move-times`, freeSlotsSchema),
    // Free time changes as others book: always ask again when the dialog opens.
    staleTime: 0,
  });
}

/** POST /api/booking/bookings/:bookingId/move: the client is emailed the new time and the updated invite. */
export function moveBooking(bookingId: string, data: MoveBookingRequest): Promise<LeadBooking> {
  return sendJson('POST', `/api/booking/bookings/${bookingId}/move`, leadBookingSchema, data);
}
