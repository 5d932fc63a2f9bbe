import { and, count, eq } from 'drizzle-orm';
import type { BillingStatus } from '#common/contracts/billing.ts';
import {
  entitlementOf,
  usageMonthOf,
  usageResetsAt,
  usageWarningPercent,
} from '#common/domain/billing/entitlement.ts';
import type { Db } from '../../db/client.ts';
import { conversationUsage, portfolioPieces, subscriptions, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { subscriptionStateOf } from './subscription-state.ts';

export interface GetBillingStatusInput {
  db: Db;
  artistId: string;
  now: Date;
  /** Stripe when its keys are configured, else the local billing sandbox (decision 070). */
  provider: BillingStatus['provider'];
}

/**
 * The artist's plan as it stands at `now`, this UTC month's conversations and the portfolio's size against the
 * plan's limits (the dashboard's plan card and banners). NOT_FOUND for an unknown artist.
 */
export async function getBillingStatus({
  db,
  artistId,
  now,
  provider,
}: GetBillingStatusInput): Promise<BillingStatus> {
  const month = usageMonthOf(now);
  // One round trip: the subscription, this month's usage row and the portfolio's size beside the artist.
  const pieces = db
    .select({ total: count().as('total') })
    .from(portfolioPieces)
    .where(eq(portfolioPieces.artistId, artistId))
    .as('pieces');
  const [row] = await db
    .select({
      signedUpAt: users.createdAt,
      subscription: subscriptions,
      conversations: conversationUsage.conversations,
      pieces: pieces.total,
    })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.artistId, users.id))
    .leftJoin(
      conversationUsage,
      and(eq(conversationUsage.artistId, users.id), eq(conversationUsage.month, month)),
    )
    .crossJoin(pieces)
    .where(eq(users.id, artistId));
  if (!row) throw new AppError('NOT_FOUND', 'Artist not found');

  const state = subscriptionStateOf(row.subscription, row.signedUpAt);
  const entitlement = entitlementOf(state, now);
  const used = row.conversations ?? 0;
  const conversationLimit = entitlement.limits.conversationsPerMonth;
  return {
    plan: entitlement.plan,
    standing: entitlement.standing,
    status: state.status,
    changesAt: entitlement.changesAt?.toISOString() ?? null,
    daysLeft: entitlement.daysLeft,
    currentPeriodEnd: state.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    scheduledPlan: state.scheduledPlan,
    chosenPlan: row.subscription?.chosenPlan ?? null,
    usage: {
      conversations: { used, limit: conversationLimit, resetsAt: usageResetsAt(now).toISOString() },
      portfolioPieces: { used: Number(row.pieces), limit: entitlement.limits.portfolioPieces },
    },
    warningPercent: usageWarningPercent(used, conversationLimit),
    unlocks: [...entitlement.unlocks],
    canManageBilling: Boolean(row.subscription?.stripeCustomerId),
    provider,
  };
}
