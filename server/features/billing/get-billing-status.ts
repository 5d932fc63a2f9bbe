import { and, count, eq, sql } from 'drizzle-orm';
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
import { findPlanCover } from './find-plan-cover.ts';
import { planHolderId, subscriptionStateOf } from './subscription-state.ts';

export interface GetBillingStatusInput {
  db: Db;
  artistId: string;
  now: Date;
  /** Stripe when its keys are configured, else the local billing sandbox (decision 070). */
  provider: BillingStatus['provider'];
}

/**
 * The plan the artist works under as it stands at `now` (a studio member's is the owner's, decision 073), this UTC
 * month's conversations and the portfolio's size against its limits (the dashboard's plan card and banners).
 * NOT_FOUND for an unknown artist.
 */
export async function getBillingStatus({
  db,
  artistId,
  now,
  provider,
}: GetBillingStatusInput): Promise<BillingStatus> {
  const month = usageMonthOf(now);
  // One round trip: the plan holder's subscription, this month's usage row and the portfolio's size beside the
  // artist; the artist's own Stripe customer apart, since the portal opens theirs, never the owner's.
  const ownCustomer = db
    .select({ id: subscriptions.stripeCustomerId })
    .from(subscriptions)
    .where(eq(subscriptions.artistId, artistId));
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
      ownCustomerId: sql<string | null>`(${ownCustomer})`,
    })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.artistId, planHolderId(users.id)))
    .leftJoin(
      conversationUsage,
      and(eq(conversationUsage.artistId, users.id), eq(conversationUsage.month, month)),
    )
    .crossJoin(pieces)
    .where(eq(users.id, artistId));
  if (!row) throw new AppError('NOT_FOUND', 'Artist not found');
  const coveredBy = await findPlanCover(db, artistId);

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
    // The pricing page's pick is the artist's own; a covered member picks nothing while the studio's plan runs.
    chosenPlan: coveredBy ? null : (row.subscription?.chosenPlan ?? null),
    usage: {
      conversations: { used, limit: conversationLimit, resetsAt: usageResetsAt(now).toISOString() },
      portfolioPieces: { used: Number(row.pieces), limit: entitlement.limits.portfolioPieces },
    },
    warningPercent: usageWarningPercent(used, conversationLimit),
    unlocks: [...entitlement.unlocks],
    coveredBy,
    canManageBilling: Boolean(row.ownCustomerId),
    provider,
  };
}
