import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { FREE_TRIAL_DAYS, TRIAL_PLAN } from '#common/constants/plans.ts';
import type { SubscriptionState } from '#common/domain/billing/entitlement.ts';
import type { Db } from '../../db/client.ts';
import { type SubscriptionRow, studioMembers, studios, subscriptions, users } from '../../db/schema/index.ts';

const DAY_MS = 86_400_000;

export const toSubscriptionState = (row: SubscriptionRow): SubscriptionState => ({
  plan: row.plan,
  status: row.status,
  trialEndsAt: row.trialEndsAt,
  currentPeriodEnd: row.currentPeriodEnd,
  pastDueSince: row.pastDueSince,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  scheduledPlan: row.scheduledPlan,
});

/** The trial every new artist gets (decision 070): Professional for FREE_TRIAL_DAYS from `startedAt`. */
export const newTrial = (startedAt: Date): SubscriptionState => ({
  plan: TRIAL_PLAN,
  status: 'trialing',
  trialEndsAt: new Date(startedAt.getTime() + FREE_TRIAL_DAYS * DAY_MS),
  currentPeriodEnd: null,
  pastDueSince: null,
  cancelAtPeriodEnd: false,
  scheduledPlan: null,
});

/**
 * An artist's stored row as a state. An artist without a row (none should exist after migration 0042 and sign-up)
 * reads as a trial from the day they signed up, never as unlimited.
 */
export const subscriptionStateOf = (row: SubscriptionRow | null, signedUpAt: Date): SubscriptionState =>
  row ? toSubscriptionState(row) : newTrial(signedUpAt);

/**
 * Whose subscription an artist works under (decision 073): a studio member's is the studio owner's while they
 * belong, anyone else's their own. Joined as `subscriptions.artist_id = planHolderId(users.id)`, so every read of
 * an artist's plan (this file's, the chat's) follows the studio the same way.
 */
export const planHolderId = (userId: AnyPgColumn): SQL<string> =>
  sql<string>`coalesce((select ${studios.ownerId} from ${studioMembers} inner join ${studios} on ${studios.id} = ${studioMembers.studioId} where ${studioMembers.userId} = ${userId}), ${userId})`;

/** The subscription the artist works under (planHolderId, subscriptionStateOf); null for an unknown artist. */
export async function findSubscriptionState(db: Db, artistId: string): Promise<SubscriptionState | null> {
  const [row] = await db
    .select({ subscription: subscriptions, signedUpAt: users.createdAt })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.artistId, planHolderId(users.id)))
    .where(eq(users.id, artistId));
  if (!row) return null;
  return subscriptionStateOf(row.subscription, row.signedUpAt);
}
