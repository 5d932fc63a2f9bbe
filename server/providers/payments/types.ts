import type { PlanId } from '#common/constants/plans.ts';
import type { SubscriptionStatus } from '#common/domain/billing/entitlement.ts';

/** What the app asks a payment provider to collect: one deposit for one held booking (decision 023). */
export interface DepositCheckoutRequest {
  bookingId: string;
  amountCents: number;
  /** ISO 4217, lower case (Stripe's form). */
  currency: string;
  /** Shown on the provider's checkout page. */
  description: string;
  customerEmail: string | null;
  /** Where the provider sends the client after paying, and after giving up. */
  successUrl: string;
  cancelUrl: string;
  /** The checkout closes then, so nobody pays for a hold that has lapsed. */
  expiresAt: Date;
}

export interface DepositCheckout {
  id: string;
  /** The provider's hosted page the client pays on. */
  url: string;
}

/** A deposit's event (decision 023): booking acts on it. */
export type DepositEvent =
  | {
      id: string;
      type: 'deposit-paid';
      bookingId: string;
      checkoutId: string;
      amountCents: number;
      currency: string;
    }
  /** The checkout expired unpaid, or its delayed payment (a bank debit) failed: the hold is released. */
  | { id: string; type: 'deposit-expired'; bookingId: string; checkoutId: string };

/** What every subscription event carries: the provider's ids and when the provider created the event. */
interface BillingEventBase {
  id: string;
  /** The event's own time (Stripe's `created`): an event older than the last one applied changes nothing. */
  occurredAt: Date;
  customerId: string;
  /** The subscription the event is about; null for an invoice that belongs to none. */
  subscriptionId: string | null;
}

/**
 * A subscription's event (decision 070): billing acts on it. `plan` is the plan the subscription's price stands
 * for (STRIPE_PRICE_*), null for a price the configuration does not name.
 */
export type BillingEvent =
  /** Checkout in subscription mode completed: the artist has a customer and a subscription. */
  | (BillingEventBase & {
      type: 'subscription-checkout-completed';
      artistId: string;
      plan: PlanId | null;
      subscriptionId: string;
    })
  /** customer.subscription.created or .updated: the subscription as it stands now. */
  | (BillingEventBase & {
      type: 'subscription-changed';
      /** From the subscription's metadata (set at checkout), so it is found before checkout's own event. */
      artistId: string | null;
      subscriptionId: string;
      /** Null for a state the app does not act on (incomplete: the first payment is still under way). */
      status: SubscriptionStatus | null;
      plan: PlanId | null;
      currentPeriodEnd: Date | null;
      cancelAtPeriodEnd: boolean;
    })
  /** customer.subscription.deleted: the subscription is over. */
  | (BillingEventBase & { type: 'subscription-ended'; artistId: string | null; subscriptionId: string })
  | (BillingEventBase & { type: 'invoice-paid' })
  | (BillingEventBase & { type: 'invoice-payment-failed' });

const BILLING_EVENT_TYPES = new Set<string>([
  'subscription-checkout-completed',
  'subscription-changed',
  'subscription-ended',
  'invoice-paid',
  'invoice-payment-failed',
] satisfies BillingEvent['type'][]);

/** A verified provider event the app acts on; other event types are acknowledged and ignored. */
export type PaymentEvent = DepositEvent | BillingEvent | { id: string; type: 'ignored' };

export const isBillingEvent = (event: PaymentEvent): event is BillingEvent =>
  BILLING_EVENT_TYPES.has(event.type);

/** What the app asks for when an artist subscribes (decision 070). */
export interface SubscriptionCheckoutRequest {
  artistId: string;
  plan: 'starter' | 'professional';
  /** The artist's customer from an earlier subscription, so one artist stays one customer. */
  customerId: string | null;
  /** Prefilled when there is no customer yet. */
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
}

/**
 * The subscriptions seam: Stripe Billing with STRIPE_SECRET_KEY, else the local billing sandbox, whose hosted pages
 * the app serves itself (decision 070). Both answer with the page to send the artist to.
 */
export interface BillingProvider {
  readonly name: 'stripe' | 'sandbox';
  createSubscriptionCheckout(request: SubscriptionCheckoutRequest): Promise<{ url: string }>;
  /** The customer portal: card, plan and cancel; `returnUrl` is where its "back" link goes. */
  createPortalSession(request: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
}

/** Thrown when a webhook's signature does not check out: the caller answers 400 and changes nothing. */
export class InvalidWebhookSignature extends Error {
  constructor(reason: string) {
    super(`Invalid webhook signature: ${reason}`);
    this.name = 'InvalidWebhookSignature';
  }
}

/**
 * Thrown for a correctly signed event that lacks what its type must carry (a Checkout event without its
 * session's id or amount): the caller answers 400 naming `field`, and records nothing.
 */
export class MalformedWebhookEvent extends Error {
  readonly field: string;
  readonly reason: string;
  constructor(field: string, reason: string) {
    super(`Malformed webhook event: ${field}: ${reason}`);
    this.name = 'MalformedWebhookEvent';
    this.field = field;
    this.reason = reason;
  }
}

/** The payments seam: Stripe in production (STRIPE_SECRET_KEY), absent by default (the artist collects). */
export interface PaymentProvider {
  readonly name: 'stripe';
  createDepositCheckout(request: DepositCheckoutRequest): Promise<DepositCheckout>;
  /**
   * Verifies the signature over the raw bytes, stamped within 5 minutes of `receivedAt` either way, and reads
   * the event; throws InvalidWebhookSignature or MalformedWebhookEvent.
   */
  readWebhook(rawBody: Buffer, signatureHeader: string | undefined, receivedAt: Date): PaymentEvent;
}
