import { queryOptions } from '@tanstack/react-query';
import { getJson, sendJson } from '#client/lib/api-client.ts';
import {
  type BillingAccount,
  billingAccountSchema,
  billingOverviewSchema,
} from '#common/contracts/billing.ts';

export const ADMIN_BILLING_QUERY_KEY = ['/api/admin/billing'] as const;

/** Issue #27 GET /api/admin/billing: every account, revenue, trials ending, failed payments, sales requests. */
export function getBillingOverviewQueryOptions() {
  return queryOptions({
    queryKey: ADMIN_BILLING_QUERY_KEY,
    queryFn: () => getJson('/api/admin/billing', billingOverviewSchema),
  });
}

/** POST /api/admin/billing/:artistId/extend-trial; a 409 says why a paying account cannot have one. */
export function extendTrial({ artistId, days }: { artistId: string; days: number }): Promise<BillingAccount> {
  return sendJson(
    'POST',
    `/api/admin/billing/${encodeURIComponent(artistId)}/extend-trial`,
    billingAccountSchema,
    { days },
  );
}
