import { and, eq } from 'drizzle-orm';
import { bookings } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BookingRequestDeps } from './core/booking-deps.ts';
import type { ClientRequest } from './core/load-client-request.ts';
import { REQUEST_PAGE_PATH } from './core/request-link.ts';

/** Stripe keeps a Checkout Session open at least 30 minutes; a hold's checkout never closes before that. */
const MIN_CHECKOUT_MINUTES = 31;

/**
 * Opens a Stripe Checkout for the deposit of the held or confirmed booking and returns its URL; the payment reference is kept on
 * the booking. The webhook, not the return to success_url, confirms the booking (decision 023).
 */
export async function startDepositCheckout(
  { db, payments, clock, env }: Pick<BookingRequestDeps, 'db' | 'payments' | 'clock' | 'env'>,
  { request, bookingId }: { request: ClientRequest; bookingId: string },
): Promise<string> {
  if (!payments) throw new AppError('CONFLICT', `${request.artistName} collects the deposit directly`);
  const [booking] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.leadId, request.lead.id)));
  // A held time's deposit, or one still due on a booking the artist confirmed directly (the reminders link here).
  const isPayable = booking?.status === 'held' || booking?.status === 'confirmed';
  if (!booking || !isPayable || booking.depositStatus !== 'due') {
    throw new AppError('CONFLICT', 'This booking has no deposit to pay');
  }
  const pageUrl = `${env.APP_URL}${REQUEST_PAGE_PATH}/${request.token}`;
  const earliestClose = clock().getTime() + MIN_CHECKOUT_MINUTES * 60_000;
  try {
    const checkout = await payments.createDepositCheckout({
      bookingId: booking.id,
      amountCents: booking.depositCents,
      currency: request.currency,
      description: `Deposit for your appointment with ${request.artistName}`,
      customerEmail: request.lead.email || null,
      successUrl: `${pageUrl}?paid=1`,
      cancelUrl: pageUrl,
      expiresAt: new Date(Math.max(earliestClose, booking.holdExpiresAt?.getTime() ?? earliestClose)),
    });
    await db.update(bookings).set({ paymentRef: checkout.id }).where(eq(bookings.id, booking.id));
    return checkout.url;
  } catch (error) {
    throw new AppError(
      'UPSTREAM_FAILED',
      `The payment page could not be opened: ${(error as Error).message}`,
    );
  }
}
