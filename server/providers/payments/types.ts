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

/** A verified provider event the app acts on; other event types are acknowledged and ignored. */
export type PaymentEvent =
  | {
      id: string;
      type: 'deposit-paid';
      bookingId: string;
      checkoutId: string;
      amountCents: number;
      currency: string;
    }
  /** The checkout expired unpaid, or its delayed payment (a bank debit) failed: the hold is released. */
  | { id: string; type: 'deposit-expired'; bookingId: string; checkoutId: string }
  | { id: string; type: 'ignored' };

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
