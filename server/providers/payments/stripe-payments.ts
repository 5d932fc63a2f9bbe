import Stripe from 'stripe';
import {
  type DepositCheckout,
  type DepositCheckoutRequest,
  InvalidWebhookSignature,
  type PaymentEvent,
  type PaymentProvider,
} from './types.ts';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another API host (a local fake in tests); Stripe's own when undefined. */
  apiUrl?: string;
}

/** host/port/protocol for stripe-node from a URL, so tests reach the fake over real HTTP (stripe-node README). */
function hostOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
}

/** Checkout Sessions and signed webhooks through the official stripe package (decision 023). */
export function createStripePayments({ secretKey, webhookSecret, apiUrl }: StripeSettings): PaymentProvider {
  const stripe = new Stripe(secretKey, {
    ...hostOptions(apiUrl),
    telemetry: false,
    maxNetworkRetries: 2,
    timeout: 15_000,
  });

  return {
    name: 'stripe',
    async createDepositCheckout(request: DepositCheckoutRequest): Promise<DepositCheckout> {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: request.bookingId,
          metadata: { bookingId: request.bookingId },
          ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency,
                unit_amount: request.amountCents,
                product_data: { name: request.description },
              },
            },
          ],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: Math.floor(request.expiresAt.getTime() / 1000),
        },
        // A retried create (network blip) must not open a second checkout for the same hold.
        { idempotencyKey: `deposit-${request.bookingId}-${request.expiresAt.getTime()}` },
      );
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
      return { id: session.id, url: session.url };
    },

    readWebhook(rawBody, signatureHeader): PaymentEvent {
      if (!signatureHeader) throw new InvalidWebhookSignature('no Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, webhookSecret);
      } catch (error) {
        throw new InvalidWebhookSignature((error as Error).message);
      }
      return toPaymentEvent(event);
    },
  };
}

function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.expired') {
    return { id: event.id, type: 'ignored' };
  }
  const session = event.data.object;
  const bookingId = session.metadata?.bookingId ?? session.client_reference_id;
  if (!bookingId) return { id: event.id, type: 'ignored' };
  if (event.type === 'checkout.session.expired') {
    return { id: event.id, type: 'deposit-expired', bookingId, checkoutId: session.id };
  }
  // A delayed payment method completes the session unpaid; only a paid session confirms (Stripe's docs).
  if (session.payment_status !== 'paid') return { id: event.id, type: 'ignored' };
  return {
    id: event.id,
    type: 'deposit-paid',
    bookingId,
    checkoutId: session.id,
    amountCents: session.amount_total ?? 0,
    currency: session.currency ?? 'usd',
  };
}
