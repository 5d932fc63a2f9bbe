import { queryOptions } from '@tanstack/react-query';
import { getJson, sendJson } from '#client/lib/api-client.ts';
import { billingRedirectSchema, billingStatusSchema, type StartCheckout } from '#common/contracts/billing.ts';

export const BILLING_QUERY_KEY = ['/api/billing'] as const;

/** Issue #27 GET /api/billing: the signed-in artist's plan, how it stands and what this month has used. */
export function getBillingStatusQueryOptions() {
  return queryOptions({
    queryKey: BILLING_QUERY_KEY,
    queryFn: () => getJson('/api/billing', billingStatusSchema),
  });
}

/** POST /api/billing/checkout: the hosted checkout page (Stripe's, or the local sandbox's) for `plan`. */
export function startCheckout(data: StartCheckout): Promise<{ url: string }> {
  return sendJson('POST', '/api/billing/checkout', billingRedirectSchema, data);
}

/** POST /api/billing/portal: the customer portal, where the card, the plan and cancelling are changed. */
export function openBillingPortal(): Promise<{ url: string }> {
  return sendJson('POST', '/api/billing/portal', billingRedirectSchema);
}
