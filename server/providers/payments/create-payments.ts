import type { Env } from '../../env.ts';
import { createStripePayments } from './stripe-payments.ts';
import type { BillingProvider, PaymentProvider } from './types.ts';

/**
 * Stripe when both keys are set; otherwise undefined: a deposit is collected by the artist, who marks it received
 * (decision 023), and subscriptions run on the local billing sandbox (decision 070).
 */
export function createPayments(env: Env): (PaymentProvider & BillingProvider) | undefined {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return undefined;
  return createStripePayments({
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    apiUrl: env.STRIPE_API_URL,
    // env.ts refuses Stripe keys without both prices.
    prices: { starter: env.STRIPE_PRICE_STARTER!, professional: env.STRIPE_PRICE_PROFESSIONAL! },
  });
}
