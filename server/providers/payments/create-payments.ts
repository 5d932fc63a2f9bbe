import type { Env } from '../../env.ts';
import { createStripePayments } from './stripe-payments.ts';
import type { PaymentProvider } from './types.ts';

/**
 * Stripe when both keys are set; otherwise undefined, and a deposit is collected by the artist, who marks it
 * received (decision 023).
 */
export function createPayments(env: Env): PaymentProvider | undefined {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return undefined;
  return createStripePayments({
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    apiUrl: env.STRIPE_API_URL,
  });
}
