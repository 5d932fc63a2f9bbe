import { cheapestPlanWith, type PlanFeature } from '#common/constants/plans.ts';
import { entitlementOf, hasFeature } from '#common/domain/billing/entitlement.ts';
import type { Db } from '../../db/client.ts';
import { AppError, PlanRequiredError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
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
 * the cheapest plan that does, or says the plan has lapsed. NOT_FOUND for an unknown artist.
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
  throw new PlanRequiredError(
    entitlement.standing === 'lapsed'
      ? `${FEATURE_NAMES[feature]} needs an active plan: your ${state.status === 'trialing' ? 'trial' : 'plan'} has ended. Choose ${needed.name} or higher to use it again.`
      : `${FEATURE_NAMES[feature]} comes with the ${needed.name} plan and higher.`,
    needed.id,
  );
}
