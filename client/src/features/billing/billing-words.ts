import type { PlanId } from '#common/constants/plans.ts';
import { planById, TRIAL_ENDING_NOTICE_DAYS } from '#common/constants/plans.ts';
import type { BillingStatus, StartCheckout } from '#common/contracts/billing.ts';

const localDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const utcDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A moment (trial end, period end) as the artist's own calendar day: "Dec 3". */
export const formatDay = (iso: string) => localDay.format(new Date(iso));

/** The meter's reset: the 1st of the month at 00:00 UTC (decision 070), said as that day in UTC. */
export const formatResetDay = (iso: string) => `${utcDay.format(new Date(iso))} (UTC)`;

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** What the artist's next step is: the plan picker, the provider's portal, or more of the same (the picker too). */
export type BillingAction = 'choose-plan' | 'manage-billing' | 'upgrade';

export interface BillingBanner {
  id: 'lapsed' | 'grace' | 'usage-100' | 'usage-80' | 'trial';
  tone: 'info' | 'warning' | 'danger';
  title: string;
  text: string;
  /** Null when the step is someone else's: a studio member's plan is the owner's to pay and choose. */
  action: BillingAction | null;
}

/** The plan card's line under the plan's name: how the plan stands and when that changes by itself. */
export function standingLine(status: BillingStatus): string {
  const { standing, daysLeft, changesAt, currentPeriodEnd, scheduledPlan, coveredBy } = status;
  // A member's plan is the studio's: who pays says more to them than the owner's renewal day.
  if (coveredBy && (standing === 'active' || standing === 'trial'))
    return `Covered by ${coveredBy.studioName} · ${coveredBy.ownerName} pays for it`;
  switch (standing) {
    case 'trial':
      return changesAt
        ? `Free trial · ${days(daysLeft ?? 0)} left, ends ${formatDay(changesAt)}`
        : 'Free trial';
    case 'grace':
      return `Payment failed · ${days(daysLeft ?? 0)} of grace left`;
    case 'lapsed':
      return 'No active plan · clients get a personal-reply message';
    case 'active':
      if (status.cancelAtPeriodEnd && changesAt) return `Cancelled · ends on ${formatDay(changesAt)}`;
      if (scheduledPlan && currentPeriodEnd)
        return `Active · moves to ${planById(scheduledPlan).name} on ${formatDay(currentPeriodEnd)}`;
      return currentPeriodEnd ? `Active · renews on ${formatDay(currentPeriodEnd)}` : 'Active';
  }
}

/** "150 of 200 this month, resets Dec 1 (UTC)"; an unlimited plan's count has no "of". */
export function conversationsLine({ usage }: BillingStatus): string {
  const { used, limit, resetsAt } = usage.conversations;
  const count = limit === null ? `${used} this month (unlimited)` : `${used} of ${limit} this month`;
  return `${count}, resets ${formatResetDay(resetsAt)}`;
}

/** "3 of 50 pieces"; an unlimited portfolio's count has no "of". */
export function portfolioLine({ usage }: BillingStatus): string {
  const { used, limit } = usage.portfolioPieces;
  const pieces = `${used === 1 ? 'piece' : 'pieces'}`;
  return limit === null ? `${used} ${pieces} (unlimited)` : `${used} of ${limit} ${pieces}`;
}

/** A studio member hears only what stops their clients being answered, and whose step it is: the owner's. */
function studioStandingBanner(
  status: BillingStatus,
  { studioName, ownerName }: NonNullable<BillingStatus['coveredBy']>,
): BillingBanner | null {
  switch (status.standing) {
    case 'grace':
      return {
        id: 'grace',
        tone: 'danger',
        title: `${studioName}’s last payment failed`,
        text: `${ownerName} pays for the studio’s plan and has ${days(status.daysLeft ?? 0)} to update the card. After that, clients get a personal-reply message until it is paid.`,
        action: null,
      };
    case 'lapsed':
      return {
        id: 'lapsed',
        tone: 'danger',
        title: `${studioName}’s plan has ended`,
        text: `Clients get a personal-reply message until ${ownerName} renews the studio’s plan. Your leads, portfolio and settings are all kept.`,
        action: null,
      };
    default:
      return null;
  }
}

function standingBanner(status: BillingStatus): BillingBanner | null {
  if (status.coveredBy) return studioStandingBanner(status, status.coveredBy);
  const plan = planById(status.plan);
  switch (status.standing) {
    case 'lapsed': {
      const isUnpaid = status.status === 'past_due';
      return {
        id: 'lapsed',
        tone: 'danger',
        title:
          status.status === 'trialing'
            ? 'Your free trial has ended'
            : isUnpaid
              ? 'Your plan has lapsed: the payment did not go through'
              : 'Your plan has ended',
        text: `Clients get a personal-reply message until you choose a plan. Your leads, portfolio and settings are all kept.`,
        action: isUnpaid && status.canManageBilling ? 'manage-billing' : 'choose-plan',
      };
    }
    case 'grace':
      return {
        id: 'grace',
        tone: 'danger',
        title: 'Your last payment failed',
        text: `Update your card within ${days(status.daysLeft ?? 0)}${status.changesAt ? ` (by ${formatDay(status.changesAt)})` : ''}. After that, clients get a personal-reply message until the plan is paid.`,
        action: status.canManageBilling ? 'manage-billing' : 'choose-plan',
      };
    case 'trial': {
      if (status.daysLeft === null) return null;
      const isEnding = status.daysLeft <= TRIAL_ENDING_NOTICE_DAYS;
      return {
        id: 'trial',
        tone: isEnding ? 'warning' : 'info',
        title:
          status.daysLeft === 0
            ? `Your ${plan.name} trial ends today`
            : `${days(status.daysLeft)} left in your ${plan.name} trial`,
        text: `Choose a plan${status.changesAt ? ` before ${formatDay(status.changesAt)}` : ''} to keep the assistant answering your clients. No card is needed until then.`,
        action: 'choose-plan',
      };
    }
    case 'active':
      return null;
  }
}

function usageBanner(status: BillingStatus): BillingBanner | null {
  // A lapsed plan answers nobody: its banner says so, and the meter no longer matters.
  if (status.standing === 'lapsed' || status.warningPercent === null) return null;
  const { used, limit, resetsAt } = status.usage.conversations;
  const resets = formatResetDay(resetsAt);
  const owner = status.coveredBy?.ownerName;
  if (owner) {
    return {
      id: status.warningPercent === 100 ? 'usage-100' : 'usage-80',
      tone: status.warningPercent === 100 ? 'danger' : 'warning',
      title: `You have used ${used} of ${limit} conversations this month`,
      text: `The studio’s plan counts each artist’s conversations; it resets on ${resets}. ${owner} chooses the studio’s plan.`,
      action: null,
    };
  }
  return status.warningPercent === 100
    ? {
        id: 'usage-100',
        tone: 'danger',
        title: `You have used all ${limit} conversations this month`,
        text: `New clients get a personal-reply message until the count resets on ${resets}, or until you upgrade. Clients already talking to the assistant are still answered.`,
        action: 'upgrade',
      }
    : {
        id: 'usage-80',
        tone: 'warning',
        title: `You have used ${used} of ${limit} conversations this month`,
        text: `That is ${Math.floor((used * 100) / (limit ?? used))} % of your plan; it resets on ${resets}. Upgrade before the limit to keep answering every new client.`,
        action: 'upgrade',
      };
}

/** The dashboard's billing banners, most pressing first (issue #27 items 2, 4 and 5). */
export function billingBanners(status: BillingStatus): BillingBanner[] {
  return [standingBanner(status), usageBanner(status)].filter((banner) => banner !== null);
}

/** An account that pays changes its plan in the provider's portal; any other chooses one at checkout. */
export const isPaying = (status: BillingStatus) =>
  (status.standing === 'active' || status.standing === 'grace') && status.status !== 'trialing';

/** Starter and Professional are bought at checkout; Studio through Contact Sales. */
export const isCheckoutPlan = (plan: PlanId): plan is StartCheckout['plan'] => plan !== 'studio';
