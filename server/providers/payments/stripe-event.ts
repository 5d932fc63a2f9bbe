import { z } from 'zod';
import { MalformedWebhookEvent, type PaymentEvent } from './types.ts';

/** The envelope every Stripe event has (docs.stripe.com/api/events/object): an id and a type. */
const eventSchema = z.object({ id: z.string().min(1).max(255), type: z.string().max(255) });

/**
 * The Checkout Session fields the app reads (docs.stripe.com/api/checkout/sessions/object). Nullable where
 * Stripe's are; a paid session must still say what was paid, which toPaymentEvent checks.
 */
const checkoutEventSchema = z.object({
  data: z.object({
    object: z.object({
      id: z.string().min(1).max(255),
      metadata: z.record(z.string(), z.string()).nullish(),
      client_reference_id: z.string().nullish(),
      payment_status: z.string(),
      amount_total: z.number().int().nonnegative().nullish(),
      currency: z.string().length(3).nullish(),
    }),
  }),
});

/** The Checkout events the app acts on (decision 052): a delayed method pays or fails after `completed`. */
const CHECKOUT_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

const malformed = (error: z.ZodError) => {
  const issue = error.issues[0]!;
  return new MalformedWebhookEvent(issue.path.join('.') || 'body', issue.message);
};

/**
 * A verified Stripe event as the app's PaymentEvent. Other types, and sessions that are not a booking's (no
 * booking id, or one that is not a UUID), are acknowledged and ignored; a body that is not an event, or a
 * Checkout event without its session's fields, throws MalformedWebhookEvent (a 400, never a 500).
 */
export function toPaymentEvent(body: unknown): PaymentEvent {
  const envelope = eventSchema.safeParse(body);
  if (!envelope.success) throw malformed(envelope.error);
  const { id, type } = envelope.data;
  if (!CHECKOUT_EVENTS.has(type)) return { id, type: 'ignored' };
  const parsed = checkoutEventSchema.safeParse(body);
  if (!parsed.success) throw malformed(parsed.error);
  const session = parsed.data.data.object;
  const bookingId = session.metadata?.bookingId ?? session.client_reference_id;
  if (!bookingId || !z.uuid().safeParse(bookingId).success) return { id, type: 'ignored' };
  if (type === 'checkout.session.expired' || type === 'checkout.session.async_payment_failed') {
    return { id, type: 'deposit-expired', bookingId, checkoutId: session.id };
  }
  // A delayed payment method completes the session unpaid; async_payment_succeeded follows once it is paid.
  if (session.payment_status !== 'paid') return { id, type: 'ignored' };
  if (session.amount_total == null || !session.currency) {
    throw new MalformedWebhookEvent(
      'data.object.amount_total',
      'a paid session must carry amount_total and currency',
    );
  }
  return {
    id,
    type: 'deposit-paid',
    bookingId,
    checkoutId: session.id,
    amountCents: session.amount_total,
    currency: session.currency.toLowerCase(),
  };
}
