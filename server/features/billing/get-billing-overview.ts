import { desc } from 'drizzle-orm';
import { PLANS, planById } from '#common/constants/plans.ts';
import type { BillingAccount, BillingOverview } from '#common/contracts/billing.ts';
import type { Standing } from '#common/domain/billing/entitlement.ts';
import type { Db } from '../../db/client.ts';
import { salesRequests } from '../../db/schema/index.ts';
import { listBillingAccounts } from './list-billing-accounts.ts';
import { toSalesRequestDto } from './to-sales-request-dto.ts';

const WEEK_MS = 7 * 86_400_000;
const STANDINGS: Standing[] = ['trial', 'active', 'grace', 'lapsed'];

/** An account pays while its subscription is active or in grace; a trial pays nothing yet. */
const isPaying = (account: BillingAccount) => account.standing === 'active' || account.standing === 'grace';

const byTime = (pick: (account: BillingAccount) => string) => (a: BillingAccount, b: BillingAccount) =>
  Date.parse(pick(a)) - Date.parse(pick(b));

/**
 * Admin → Billing (issue #27 item 8): every account as it stands at `now`, the counts by plan and standing (only
 * those with accounts), monthly recurring revenue, trials ending within 7 days (soonest first), failed payments
 * (oldest first) and the Contact Sales requests (newest first).
 */
export async function getBillingOverview({ db, now }: { db: Db; now: Date }): Promise<BillingOverview> {
  const [accounts, requests] = await Promise.all([
    listBillingAccounts(db, { now }),
    db.select().from(salesRequests).orderBy(desc(salesRequests.createdAt)),
  ]);
  const weekAhead = now.getTime() + WEEK_MS;
  return {
    counts: PLANS.flatMap((plan) =>
      STANDINGS.map((standing) => ({
        plan: plan.id,
        standing,
        accounts: accounts.filter((account) => account.plan === plan.id && account.standing === standing)
          .length,
      })),
    ).filter((count) => count.accounts > 0),
    monthlyRecurringRevenue: accounts
      .filter(isPaying)
      .reduce((total, account) => total + planById(account.plan).pricePerMonth, 0),
    trialsEndingThisWeek: accounts
      .filter((account) => account.standing === 'trial' && Date.parse(account.trialEndsAt!) <= weekAhead)
      .sort(byTime((account) => account.trialEndsAt!)),
    // Every account whose payment failed: in grace still, or lapsed once grace ran out.
    failedPayments: accounts
      .filter((account) => account.status === 'past_due')
      .sort(byTime((account) => account.pastDueSince ?? now.toISOString())),
    accounts,
    salesRequests: requests.map(toSalesRequestDto),
  };
}
