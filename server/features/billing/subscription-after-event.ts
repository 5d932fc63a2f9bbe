import { PLAN_IDS, type PlanId } from '#common/constants/plans.ts';
import type { SubscriptionRow } from '../../db/schema/index.ts';
import type { BillingEvent } from '../../providers/payments/types.ts';

/** The columns a billing event may change. */
export type SubscriptionPatch = Partial<
  Pick<
    SubscriptionRow,
    | 'plan'
    | 'status'
    | 'currentPeriodEnd'
    | 'pastDueSince'
    | 'cancelAtPeriodEnd'
    | 'scheduledPlan'
    | 'stripeCustomerId'
    | 'stripeSubscriptionId'
  >
>;

const rankOf = (plan: PlanId) => PLAN_IDS.indexOf(plan);

/**
 * The plan after the subscription's price says `plan` (decision 070): a new subscription, a new period (the
 * renewal) or a dearer plan applies at once; a cheaper one within the period waits as scheduledPlan, which
 * entitlementOf applies at currentPeriodEnd and the renewal's event stores.
 */
function planChange(
  row: SubscriptionRow,
  plan: PlanId | null,
  { isNewSubscription, isNewPeriod }: { isNewSubscription: boolean; isNewPeriod: boolean },
): SubscriptionPatch {
  // A price the configuration does not name: the plan stays as it is rather than guessing.
  if (!plan) return {};
  const hadNoPaidPlan = row.status === 'trialing' || row.status === 'canceled';
  if (isNewSubscription || isNewPeriod || hadNoPaidPlan || rankOf(plan) > rankOf(row.plan)) {
    return { plan, scheduledPlan: null };
  }
  return { scheduledPlan: plan === row.plan ? null : plan };
}

/**
 * What one verified billing event changes in the artist's stored subscription, or null when it changes nothing
 * (it is about another subscription than the artist's current one). Ordering is the caller's: it never passes an
 * event older than the last one applied.
 */
export function subscriptionAfterEvent(row: SubscriptionRow, event: BillingEvent): SubscriptionPatch | null {
  const isOtherSubscription =
    row.stripeSubscriptionId !== null &&
    event.subscriptionId !== null &&
    row.stripeSubscriptionId !== event.subscriptionId;
  switch (event.type) {
    case 'subscription-checkout-completed': {
      const ids = { stripeCustomerId: event.customerId, stripeSubscriptionId: event.subscriptionId };
      // The subscription's own events came first and said more (its period, its status): only the ids remain.
      if (row.stripeSubscriptionId === event.subscriptionId) return ids;
      return {
        ...ids,
        status: 'active',
        ...planChange(row, event.plan, { isNewSubscription: true, isNewPeriod: false }),
        cancelAtPeriodEnd: false,
        pastDueSince: null,
        // Its period comes with the subscription's event.
        currentPeriodEnd: null,
      };
    }
    case 'subscription-changed': {
      // A subscription ended earlier (a cancelled one, then a new checkout) says nothing about the current one.
      if (isOtherSubscription && row.status !== 'canceled' && row.status !== 'trialing') return null;
      const isNewSubscription = row.stripeSubscriptionId !== event.subscriptionId;
      const isNewPeriod =
        event.currentPeriodEnd !== null &&
        row.currentPeriodEnd !== null &&
        event.currentPeriodEnd > row.currentPeriodEnd;
      const status = event.status ?? row.status;
      return {
        stripeCustomerId: event.customerId,
        stripeSubscriptionId: event.subscriptionId,
        status,
        ...(event.status === null ? {} : planChange(row, event.plan, { isNewSubscription, isNewPeriod })),
        currentPeriodEnd: event.currentPeriodEnd ?? row.currentPeriodEnd,
        cancelAtPeriodEnd: event.cancelAtPeriodEnd,
        // The first failure starts the grace (PAST_DUE_GRACE_DAYS); later ones do not move it.
        pastDueSince:
          status === 'past_due' ? ((isNewSubscription ? null : row.pastDueSince) ?? event.occurredAt) : null,
      };
    }
    case 'subscription-ended':
      if (isOtherSubscription || row.status === 'trialing') return null;
      return { status: 'canceled', cancelAtPeriodEnd: false, scheduledPlan: null, pastDueSince: null };
    case 'invoice-payment-failed':
      if (isOtherSubscription || (row.status !== 'active' && row.status !== 'past_due')) return null;
      return { status: 'past_due', pastDueSince: row.pastDueSince ?? event.occurredAt };
    case 'invoice-paid': {
      if (isOtherSubscription || (row.status !== 'active' && row.status !== 'past_due')) return null;
      // The renewal's invoice also applies a downgrade whose period has ended, if the subscription's event is late.
      const isDowngradeDue =
        row.scheduledPlan !== null &&
        row.currentPeriodEnd !== null &&
        row.currentPeriodEnd <= event.occurredAt;
      return {
        status: 'active',
        pastDueSince: null,
        ...(isDowngradeDue ? { plan: row.scheduledPlan!, scheduledPlan: null } : {}),
      };
    }
  }
}
