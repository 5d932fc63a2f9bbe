import { cheapestPlanWith, type PlanFeature } from '#common/constants/plans.ts';
import { entitlementOf, hasFeature } from '#common/domain/billing/entitlement.ts';
import type { Db } from '../../db/client.ts';
import { AppError, PlanRequiredError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { findPlanCover } from './find-plan-cover.ts';
import { findSubscriptionState } from './subscription-state.ts';

const FEATURE_NAMES: Record<PlanFeature, string> = {
  abTesting: 'A/B testing',
  advancedAnalytics: 'Advanced analytics',
  calendarFeed: 'The calendar feed',
  whiteLabel: 'White-label options',
  apiAccess: 'API access',
  studioTeam: 'A studio team',
};

/**
 * Throws PlanRequiredError (402) unless the artist's plan, as it stands now, includes `feature`; the message names
 * the cheapest plan that does, or says the plan has lapsed; a studio member's names the studio's owner, who pays.
 * NOT_FOUND for an unknown artist.
 */
export async function requireFeature(
  { db, clock }: { db: Db; clock: Clock },
  artistId: string,
  feature: PlanFeature,
): Promise<void> {
  const state = await findSubscriptionState(db, artistId);
  if (!state) throw new AppError('NOT_FOUND', 'Artist not found');
  const entitlement = entitlementOf(state, clock());
  if (hasFeature(entitlement, feature)) return;
  const needed = cheapestPlanWith(feature);
  // A studio member's plan is the owner's (decision 073): the refusal says whose step it is.
  const coveredBy = await findPlanCover(db, artistId);
  if (coveredBy) {
    throw new PlanRequiredError(
      entitlement.standing === 'lapsed'
        ? `${FEATURE_NAMES[feature]} needs an active plan: ${coveredBy.studioName}’s plan has ended, and ${coveredBy.ownerName} pays for it.`
        : `${FEATURE_NAMES[feature]} comes with the ${needed.name} plan and higher: ${coveredBy.ownerName} chooses ${coveredBy.studioName}’s plan.`,
      needed.id,
    );
  }
  throw new PlanRequiredError(
    entitlement.standing === 'lapsed'
      ? `${FEATURE_NAMES[feature]} needs an active plan: your ${state.status === 'trialing' ? 'trial' : 'plan'} has ended. Choose ${needed.name} or higher to use it again.`
      : `${FEATURE_NAMES[feature]} comes with the ${needed.name} plan and higher.`,
    needed.id,
  );
}
