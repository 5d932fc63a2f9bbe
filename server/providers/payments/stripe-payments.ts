import Stripe from 'stripe';
import type { PlanId } from '#common/constants/plans.ts';
import { toPaymentEvent } from './stripe-event.ts';
import {
  type BillingProvider,
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
  /** The Stripe Price of each plan sold through Checkout (STRIPE_PRICE_*); Studio goes through Contact Sales. */
  prices: { starter: string; professional: string };
}

/** Stripe's default tolerance for a signature's timestamp (stripe-node Webhook.DEFAULT_TOLERANCE), both ways here. */
const TOLERANCE_SECONDS = 300;

/** host/port/protocol for stripe-node from a URL, so tests reach the fake over real HTTP (stripe-node README). */
function hostOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
}

/**
 * Deposits (decision 023) and subscriptions (decision 070) through the official stripe package: Checkout
 * Sessions, customer portal sessions and signed webhooks.
 */
export function createStripePayments({
  secretKey,
  webhookSecret,
  apiUrl,
  prices,
}: StripeSettings): PaymentProvider & BillingProvider {
  const planByPrice = new Map<string, PlanId>(
    Object.entries(prices).map(([plan, price]) => [price, plan as PlanId]),
  );
  const stripe = new Stripe(secretKey, {
    ...hostOptions(apiUrl),
    telemetry: false,
    maxNetworkRetries: 2,
    timeout: 15_000,
  });

  return {
    name: 'stripe' as const,
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

    async createSubscriptionCheckout(request) {
      // The artist's id rides on the session and on the subscription it creates, so every later event (which
      // may arrive before checkout's own) names the artist (docs.stripe.com/billing/subscriptions/build-subscriptions).
      const metadata = { artistId: request.artistId, plan: request.plan };
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: prices[request.plan], quantity: 1 }],
        client_reference_id: request.artistId,
        metadata,
        subscription_data: { metadata },
        ...(request.customerId
          ? { customer: request.customerId }
          : request.customerEmail
            ? { customer_email: request.customerEmail }
            : {}),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
      return { url: session.url };
    },

    async createPortalSession({ customerId, returnUrl }) {
      // The portal's own configuration (Dashboard → Billing → Customer portal) decides what may change: plans,
      // card, cancel at period end (docs.stripe.com/customer-management).
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return { url: session.url };
    },

    readWebhook(rawBody, signatureHeader, receivedAt): PaymentEvent {
      if (!signatureHeader) throw new InvalidWebhookSignature('no Stripe-Signature header');
      let event: unknown;
      try {
        // stripe-node refuses a timestamp older than the tolerance, measured from the app's clock.
        event = stripe.webhooks.constructEvent(
          rawBody,
          signatureHeader,
          webhookSecret,
          TOLERANCE_SECONDS,
          undefined,
          receivedAt.getTime(),
        );
      } catch (error) {
        throw new InvalidWebhookSignature((error as Error).message);
      }
      // ...but not one in the future, which a captured event re-signed ahead would be (issue #24 item 3).
      const stampedAt = Number(/(?:^|,)t=(\d+)/.exec(signatureHeader)?.[1]);
      if (stampedAt - receivedAt.getTime() / 1000 > TOLERANCE_SECONDS) {
        throw new InvalidWebhookSignature('Timestamp ahead of the tolerance zone');
      }
      return toPaymentEvent(event, (priceId) => planByPrice.get(priceId) ?? null);
    },
  };
}
