import { inArray, sql } from 'drizzle-orm';
import { TRIAL_PLAN } from '#common/constants/plans.ts';
import type { BillingAccount } from '#common/contracts/billing.ts';
import type { Db } from '../../db/client.ts';
import { subscriptions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { listBillingAccounts } from './list-billing-accounts.ts';

const DAY_MS = 86_400_000;

/** Statuses a trial may be given to: a trial, running or over, and a subscription that has ended. */
const EXTENDABLE = ['trialing', 'canceled'] as const;

async function findAccount(db: Db, artistId: string, now: Date): Promise<BillingAccount> {
  const [account] = await listBillingAccounts(db, { now, artistId });
  if (!account) throw new AppError('NOT_FOUND', 'Artist not found');
  return account;
}

function refusePaying(account: BillingAccount): never {
  throw new AppError(
    'CONFLICT',
    account.status === 'past_due'
      ? `${account.name}'s payment failed and their subscription is past due: settle it in Stripe, a trial cannot stand in for a paid subscription`
      : `${account.name} pays for a subscription: change it in Stripe, a trial cannot stand in for a paid subscription`,
  );
}

/**
 * An admin gives an artist `days` more of the trial (issue #27 item 8): the end moves to `days` after the later of
 * now and the trial's current end, so a lapsed trial (or a subscription that has ended) starts again as a trial of
 * TRIAL_PLAN. Returns the account as it now stands; CONFLICT for an account with a paid subscription (active or
 * past due), NOT_FOUND for an unknown artist.
 */
export async function extendTrial({
  db,
  artistId,
  days,
  now,
}: {
  db: Db;
  artistId: string;
  days: number;
  now: Date;
}): Promise<BillingAccount> {
  const account = await findAccount(db, artistId, now);
  if (account.status === 'active' || account.status === 'past_due') refusePaying(account);

  const extension = days * DAY_MS;
  // An artist with no row yet is on the trial from sign-up (subscription-state.ts): counted from that end.
  const currentEnd =
    account.status === 'trialing' && account.trialEndsAt ? Date.parse(account.trialEndsAt) : 0;
  const at = sql`${now.toISOString()}::timestamptz`;
  const [extended] = await db
    .insert(subscriptions)
    .values({
      artistId,
      plan: TRIAL_PLAN,
      status: 'trialing',
      trialEndsAt: new Date(Math.max(now.getTime(), currentEnd) + extension),
    })
    .onConflictDoUpdate({
      target: subscriptions.artistId,
      // Computed from the stored row, so two extensions at once add up; a webhook that made the account paying
      // in the meantime makes the WHERE false and the extension is refused below.
      set: {
        plan: TRIAL_PLAN,
        status: 'trialing',
        trialEndsAt: sql`greatest(${at}, case when ${subscriptions.status} = 'trialing' then ${subscriptions.trialEndsAt} end) + make_interval(days => ${days}::int)`,
        currentPeriodEnd: null,
        pastDueSince: null,
        cancelAtPeriodEnd: false,
        scheduledPlan: null,
        updatedAt: now,
      },
      setWhere: inArray(subscriptions.status, [...EXTENDABLE]),
    })
    .returning({ artistId: subscriptions.artistId });
  const after = await findAccount(db, artistId, now);
  if (!extended) refusePaying(after);
  return after;
}
