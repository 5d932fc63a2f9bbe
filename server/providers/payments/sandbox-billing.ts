import type { BillingProvider } from './types.ts';

/** Where the local billing sandbox's hosted pages live in the app (server/features/billing/sandbox). */
export const BILLING_SANDBOX_PATH = '/sandbox/billing';

/**
 * The local billing sandbox (decision 070): without Stripe keys, checkout and the customer portal are pages the
 * app serves itself, for the signed-in artist, whose buttons produce the events Stripe's webhooks would.
 */
export function createSandboxBilling(appUrl: string): BillingProvider {
  return {
    name: 'sandbox',
    async createSubscriptionCheckout({ plan }) {
      return { url: `${appUrl}${BILLING_SANDBOX_PATH}/checkout?plan=${plan}` };
    },
    async createPortalSession() {
      return { url: `${appUrl}${BILLING_SANDBOX_PATH}/portal` };
    },
  };
}
