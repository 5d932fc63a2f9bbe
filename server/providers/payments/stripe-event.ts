import { z } from 'zod';
import type { PlanId } from '#common/constants/plans.ts';
import type { SubscriptionStatus } from '#common/domain/billing/entitlement.ts';
import { type BillingEvent, MalformedWebhookEvent, type PaymentEvent } from './types.ts';

/**
 * The envelope every Stripe event has (docs.stripe.com/api/events/object): an id, a type and `created` (Unix
 * seconds), which orders the subscription events (decision 070).
 */
const eventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().max(255),
  created: z.number().int().nonnegative().optional(),
});

/** A Stripe id field: the id itself, or the object when the event expanded it. */
const stripeId = z
  .union([z.string().min(1).max(255), z.object({ id: z.string().min(1).max(255) })])
  .transform((value) => (typeof value === 'string' ? value : value.id));

/** Checkout in subscription mode (docs.stripe.com/api/checkout/sessions/object): who, and what they got. */
const subscriptionCheckoutSchema = z.object({
  id: z.string().min(1).max(255),
  status: z.string().nullish(),
  client_reference_id: z.string().max(255).nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  customer: stripeId,
  subscription: stripeId,
});

/**
 * The Subscription fields the app reads (docs.stripe.com/api/subscriptions/object). The period's end moved onto
 * the items in API 2025-03-31 (basil); older versions carry it on the subscription, so both are read.
 */
const subscriptionSchema = z.object({
  id: z.string().min(1).max(255),
  customer: stripeId,
  status: z.string(),
  cancel_at_period_end: z.boolean().nullish(),
  cancel_at: z.number().int().nullish(),
  current_period_end: z.number().int().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  items: z.object({
    data: z
      .array(
        z.object({
          price: z.object({ id: z.string().min(1).max(255) }),
          current_period_end: z.number().int().nullish(),
        }),
      )
      .min(1, 'a subscription has at least one item'),
  }),
});

/**
 * The Invoice fields the app reads (docs.stripe.com/api/invoices/object): its subscription is `subscription` before
 * API 2025-03-31 and `parent.subscription_details.subscription` since.
 */
const invoiceSchema = z.object({
  id: z.string().min(1).max(255),
  customer: stripeId,
  subscription: stripeId.nullish(),
  parent: z.object({ subscription_details: z.object({ subscription: stripeId }).nullish() }).nullish(),
});

const objectOf = <T extends z.ZodType>(schema: T) => z.object({ data: z.object({ object: schema }) });

/** Stripe's statuses in the app's words; null for those the app waits out (the first payment still under way). */
const STATUS_OF: Record<string, SubscriptionStatus | null> = {
  active: 'active',
  // A Stripe-side trial is paid for once it ends: the app's own trial comes before checkout.
  trialing: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
  paused: 'canceled',
  incomplete: null,
};

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);
const INVOICE_EVENTS = new Set(['invoice.paid', 'invoice.payment_failed']);

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

function parse<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw malformed(parsed.error);
  return parsed.data;
}

const fromUnix = (seconds: number) => new Date(seconds * 1000);

/** A subscription or invoice event, or a subscription Checkout's completion, as the app's BillingEvent. */
function toBillingEvent(
  body: unknown,
  { id, type, created }: { id: string; type: string; created?: number },
  planOfPrice: (priceId: string) => PlanId | null,
): BillingEvent | { id: string; type: 'ignored' } {
  if (created === undefined)
    throw new MalformedWebhookEvent('created', 'a subscription event carries its time');
  const occurredAt = fromUnix(created);
  if (type === 'checkout.session.completed') {
    const session = parse(objectOf(subscriptionCheckoutSchema), body).data.object;
    const artistId = session.metadata?.artistId ?? session.client_reference_id;
    if (!artistId) return { id, type: 'ignored' };
    const plan = session.metadata?.plan;
    return {
      id,
      type: 'subscription-checkout-completed',
      occurredAt,
      artistId,
      plan: plan === 'starter' || plan === 'professional' || plan === 'studio' ? plan : null,
      customerId: session.customer,
      subscriptionId: session.subscription,
    };
  }
  if (SUBSCRIPTION_EVENTS.has(type)) {
    const subscription = parse(objectOf(subscriptionSchema), body).data.object;
    const base = {
      id,
      occurredAt,
      customerId: subscription.customer,
      subscriptionId: subscription.id,
      artistId: subscription.metadata?.artistId ?? null,
    };
    if (type === 'customer.subscription.deleted') return { ...base, type: 'subscription-ended' };
    const item = subscription.items.data[0]!;
    const periodEnd = item.current_period_end ?? subscription.current_period_end;
    return {
      ...base,
      type: 'subscription-changed',
      status: STATUS_OF[subscription.status] ?? null,
      plan: planOfPrice(item.price.id),
      currentPeriodEnd: periodEnd ? fromUnix(periodEnd) : null,
      // Newer portals cancel by setting cancel_at to the period's end rather than the flag.
      cancelAtPeriodEnd:
        Boolean(subscription.cancel_at_period_end) ||
        (subscription.cancel_at != null && periodEnd != null && subscription.cancel_at <= periodEnd),
    };
  }
  const invoice = parse(objectOf(invoiceSchema), body).data.object;
  return {
    id,
    type: type === 'invoice.paid' ? 'invoice-paid' : 'invoice-payment-failed',
    occurredAt,
    customerId: invoice.customer,
    subscriptionId: invoice.subscription ?? invoice.parent?.subscription_details?.subscription ?? null,
  };
}

/** The mode of a Checkout Session event, read before its fields are checked as a deposit's or a subscription's. */
const checkoutModeSchema = z.object({ data: z.object({ object: z.object({ mode: z.string().nullish() }) }) });

/**
 * A verified Stripe event as the app's PaymentEvent: a deposit's Checkout events for booking, a subscription's
 * events for billing (`planOfPrice` maps its price to a plan). Other types, and deposit sessions that are not a
 * booking's (no booking id, or one that is not a UUID), are acknowledged and ignored; a body that is not an
 * event, or an event without the fields of its type, throws MalformedWebhookEvent (a 400, never a 500).
 */
export function toPaymentEvent(body: unknown, planOfPrice: (priceId: string) => PlanId | null): PaymentEvent {
  const envelope = eventSchema.safeParse(body);
  if (!envelope.success) throw malformed(envelope.error);
  const { id, type } = envelope.data;
  if (SUBSCRIPTION_EVENTS.has(type) || INVOICE_EVENTS.has(type)) {
    return toBillingEvent(body, envelope.data, planOfPrice);
  }
  if (!CHECKOUT_EVENTS.has(type)) return { id, type: 'ignored' };
  const mode = checkoutModeSchema.safeParse(body).data?.data.object.mode;
  if (mode === 'subscription') {
    return type === 'checkout.session.completed'
      ? toBillingEvent(body, envelope.data, planOfPrice)
      : { id, type: 'ignored' };
  }
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
