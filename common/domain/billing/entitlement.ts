import {
  PAST_DUE_GRACE_DAYS,
  type PlanFeature,
  type PlanId,
  type PlanLimits,
  planById,
} from '../../constants/plans.ts';

const DAY_MS = 86_400_000;

/** How a subscription stands with its provider (Stripe's own words, or the trial the app starts itself). */
export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** An artist's subscription as stored (server/db/schema/billing.ts), the input of every plan check. */
export interface SubscriptionState {
  plan: PlanId;
  status: SubscriptionStatus;
  /** When the trial ends; null once paid. */
  trialEndsAt: Date | null;
  /** When the paid period ends; null for a trial, and for an account with no end (the demo artist). */
  currentPeriodEnd: Date | null;
  /** When the first payment failed; null while paid up. */
  pastDueSince: Date | null;
  /** Cancelled in the portal: the plan works until currentPeriodEnd, then lapses. */
  cancelAtPeriodEnd: boolean;
  /** A downgrade waiting for the period's end (upgrades apply at once). */
  scheduledPlan: PlanId | null;
}

/**
 * - trial: the 14-day trial runs; active: paid (or cancelled, until the period ends);
 * - grace: a payment failed less than PAST_DUE_GRACE_DAYS ago, the plan still works with a banner;
 * - lapsed: the trial or subscription ended, or grace ran out. Nothing is deleted: the artist reads everything and
 *   manages billing; new client conversations get the handover reply (decision 070).
 */
export type Standing = 'trial' | 'active' | 'grace' | 'lapsed';

export interface Entitlement {
  plan: PlanId;
  standing: Standing;
  /** Whether the assistant answers new client conversations (limits permitting). */
  servesClients: boolean;
  /** When the standing changes by itself (the trial's end, the period's end, grace's end); null if never. */
  changesAt: Date | null;
  /** Whole days until changesAt, rounded up; null if never. */
  daysLeft: number | null;
  limits: PlanLimits;
  unlocks: readonly PlanFeature[];
}

function standingOf(state: SubscriptionState, now: Date): { standing: Standing; changesAt: Date | null } {
  const lapsed = { standing: 'lapsed' as const, changesAt: null };
  switch (state.status) {
    case 'trialing':
      return state.trialEndsAt && state.trialEndsAt <= now
        ? lapsed
        : { standing: 'trial', changesAt: state.trialEndsAt };
    case 'past_due': {
      const graceEnds = new Date((state.pastDueSince ?? now).getTime() + PAST_DUE_GRACE_DAYS * DAY_MS);
      return graceEnds <= now ? lapsed : { standing: 'grace', changesAt: graceEnds };
    }
    // Stripe sets canceled when the subscription is over (customer.subscription.deleted).
    case 'canceled':
      return lapsed;
    case 'active': {
      const end = state.currentPeriodEnd;
      if (!state.cancelAtPeriodEnd || !end) return { standing: 'active', changesAt: null };
      // Cancelled in the portal: it lapses at the period's end even if Stripe's deletion event comes late. A
      // renewing subscription past its end waits for Stripe's word (past_due), so a slow webhook never cuts off
      // an artist who pays.
      return end <= now ? lapsed : { standing: 'active', changesAt: end };
    }
  }
}

/** What the artist's plan allows now: the one plan check every gate and the consultation turn read. */
export function entitlementOf(state: SubscriptionState, now: Date): Entitlement {
  const { standing, changesAt } = standingOf(state, now);
  // A downgrade applies at the period's end, whether or not Stripe's renewal event has come yet.
  const isDowngradeDue = state.scheduledPlan && state.currentPeriodEnd && state.currentPeriodEnd <= now;
  const plan = planById(isDowngradeDue ? state.scheduledPlan! : state.plan);
  const servesClients = standing !== 'lapsed';
  return {
    plan: plan.id,
    standing,
    servesClients,
    changesAt,
    daysLeft: changesAt ? Math.max(0, Math.ceil((changesAt.getTime() - now.getTime()) / DAY_MS)) : null,
    limits: plan.limits,
    // A lapsed account keeps read access and billing only: no paid feature.
    unlocks: servesClients ? plan.unlocks : [],
  };
}

export const hasFeature = (entitlement: Entitlement, feature: PlanFeature) =>
  entitlement.unlocks.includes(feature);

/** The calendar month (UTC) a conversation is counted in, as stored: '2026-11'. */
export const usageMonthOf = (now: Date) => now.toISOString().slice(0, 7);

/** When the month of `now` ends and the meter starts again (UTC). */
export const usageResetsAt = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));

/**
 * The highest warning share (USAGE_WARNING_PERCENTS) that `used` of `limit` has reached, or null: the banner's and
 * the warning email's trigger.
 */
export function usageWarningPercent(used: number, limit: number | null): 80 | 100 | null {
  if (limit === null || limit <= 0) return null;
  if (used >= limit) return 100;
  return used * 100 >= limit * 80 ? 80 : null;
}
