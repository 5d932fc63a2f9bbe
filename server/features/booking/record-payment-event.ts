import { and, eq } from 'drizzle-orm';
import {
  availabilitySettings,
  bookings,
  leads,
  processedPaymentEvents,
  users,
} from '../../db/schema/index.ts';
import type { DepositEvent } from '../../providers/payments/types.ts';
import { queueEmail } from '../mail/queue-email.ts';
import type { BookingDeps } from './core/booking-deps.ts';
import { recordBookingEvent } from './core/booking-events.ts';
import { confirmBooking } from './core/confirm-booking.ts';
import { markBookingCancelled } from './core/mark-booking-cancelled.ts';
import { lateDepositEmail, shortDepositEmail } from './core/request-emails.ts';

/** Stripe's amounts are in the currency's smallest unit: cents for USD, yen for JPY (no minor unit). */
function formatAmount(amount: number, currency: string): string {
  const format = new Intl.NumberFormat('en', { style: 'currency', currency });
  return format.format(amount / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}

/**
 * Acts on one verified payment event, exactly once per event id (decision 023): the id is recorded in the same
 * transaction as the effect, so a redelivery finds it and changes nothing. A paid deposit confirms its held
 * booking; one arriving after the hold was given away asks the artist to refund it; one short of the deposit or
 * in another currency confirms nothing and tells the artist (decision 052); an expired checkout, or a delayed
 * payment that failed, frees the hold. Returns false for a duplicate.
 */
export async function recordPaymentEvent(
  deps: BookingDeps,
  event: DepositEvent | { id: string; type: 'ignored' },
): Promise<boolean> {
  const { db, clock } = deps;
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(processedPaymentEvents)
      .values({ id: event.id, provider: 'stripe', type: event.type, receivedAt: clock() })
      .onConflictDoNothing()
      .returning({ id: processedPaymentEvents.id });
    if (!fresh) return false;
    if (event.type === 'ignored') return true;
    const [row] = await tx
      .select({
        booking: bookings,
        lead: leads,
        artistEmail: users.email,
        currency: availabilitySettings.currency,
      })
      .from(bookings)
      .innerJoin(leads, eq(leads.id, bookings.leadId))
      .innerJoin(users, eq(users.id, bookings.artistId))
      // The currency the checkout was opened in (start-deposit-checkout.ts reads the same setting).
      .leftJoin(availabilitySettings, eq(availabilitySettings.artistId, bookings.artistId))
      .where(eq(bookings.id, event.bookingId));
    // The client deleted their request meanwhile: nothing is left to update.
    if (!row) return true;
    const { booking, lead } = row;
    const now = clock();
    if (event.type === 'deposit-expired') {
      if (booking.status === 'held' && booking.paymentRef === event.checkoutId) {
        await markBookingCancelled(tx, { jobs: deps.jobs, booking, kind: 'hold-expired', now });
      }
      return true;
    }
    if (booking.status === 'confirmed' && booking.depositStatus === 'paid') return true;
    if (booking.status === 'cancelled') {
      if (row.artistEmail) {
        await queueEmail(
          { db, jobs: deps.jobs, tx },
          lateDepositEmail({
            to: row.artistEmail,
            artistId: booking.artistId,
            bookingId: booking.id,
            clientName: lead.name ?? lead.email,
            amount: formatAmount(event.amountCents, event.currency),
          }),
        );
      }
      return true;
    }
    const currency = row.currency ?? 'usd';
    if (event.amountCents < booking.depositCents || event.currency !== currency.toLowerCase()) {
      await recordBookingEvent(tx, {
        artistId: booking.artistId,
        leadId: lead.id,
        kind: 'deposit-short',
        at: now,
        detail: {
          bookingId: booking.id,
          amountCents: event.amountCents,
          currency: event.currency,
          depositCents: booking.depositCents,
        },
      });
      if (row.artistEmail) {
        await queueEmail(
          { db, jobs: deps.jobs, tx },
          shortDepositEmail({
            to: row.artistEmail,
            artistId: booking.artistId,
            eventId: event.id,
            clientName: lead.name ?? lead.email,
            paid: formatAmount(event.amountCents, event.currency),
            deposit: formatAmount(booking.depositCents, currency),
          }),
        );
      }
      return true;
    }
    await tx
      .update(bookings)
      .set({ depositStatus: 'paid', paymentRef: event.checkoutId })
      .where(and(eq(bookings.id, booking.id), eq(bookings.artistId, booking.artistId)));
    await recordBookingEvent(tx, {
      artistId: booking.artistId,
      leadId: lead.id,
      kind: 'deposit-received',
      at: now,
      detail: { bookingId: booking.id, amountCents: event.amountCents, via: 'stripe' },
    });
    if (booking.status === 'held')
      await confirmBooking(deps, { bookingId: booking.id, artistId: booking.artistId, tx });
    return true;
  });
}
