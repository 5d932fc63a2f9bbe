import { and, desc, eq, ne } from 'drizzle-orm';
import type { BillingAccount } from '#common/contracts/billing.ts';
import { entitlementOf, usageMonthOf } from '#common/domain/billing/entitlement.ts';
import type { Db } from '../../db/client.ts';
import { conversationUsage, subscriptions, users } from '../../db/schema/index.ts';
import { DEMO_ARTIST_ID } from '../../db/seed.ts';
import { subscriptionStateOf } from './subscription-state.ts';

/**
 * Artists' accounts as Admin → Billing shows them at `now`, newest sign-up first: every artist's, or the one
 * `artistId` names (an empty list when it names nobody). The demo artist (Studio with no end, decision 070) is no
 * customer and is never listed.
 */
export async function listBillingAccounts(
  db: Db,
  { now, artistId }: { now: Date; artistId?: string },
): Promise<BillingAccount[]> {
  const rows = await db
    .select({
      artistId: users.id,
      artistName: users.artistName,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      signedUpAt: users.createdAt,
      subscription: subscriptions,
      conversations: conversationUsage.conversations,
    })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.artistId, users.id))
    .leftJoin(
      conversationUsage,
      and(eq(conversationUsage.artistId, users.id), eq(conversationUsage.month, usageMonthOf(now))),
    )
    .where(and(ne(users.id, DEMO_ARTIST_ID), artistId === undefined ? undefined : eq(users.id, artistId)))
    .orderBy(desc(users.createdAt), users.id);

  return rows.map((row) => {
    const state = subscriptionStateOf(row.subscription, row.signedUpAt);
    const entitlement = entitlementOf(state, now);
    const personName = [row.firstName, row.lastName].filter(Boolean).join(' ');
    return {
      artistId: row.artistId,
      name: row.artistName || personName || row.email || row.artistId,
      email: row.email,
      plan: entitlement.plan,
      status: state.status,
      standing: entitlement.standing,
      trialEndsAt: state.trialEndsAt?.toISOString() ?? null,
      currentPeriodEnd: state.currentPeriodEnd?.toISOString() ?? null,
      pastDueSince: state.pastDueSince?.toISOString() ?? null,
      conversationsThisMonth: row.conversations ?? 0,
    };
  });
}
