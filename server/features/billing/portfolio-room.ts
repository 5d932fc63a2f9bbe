import { count, eq } from 'drizzle-orm';
import { planById } from '#common/constants/plans.ts';
import { entitlementOf } from '#common/domain/billing/entitlement.ts';
import type { Db } from '../../db/client.ts';
import { portfolioPieces } from '../../db/schema/index.ts';
import { AppError, PlanRequiredError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { findSubscriptionState } from './subscription-state.ts';

/** The plan that lifts a portfolio limit: the cheapest one with no limit. */
const UNLIMITED_PORTFOLIO = planById('professional');

export interface PortfolioRoom {
  /** Pieces the plan still takes; null: no limit. */
  pieces: number | null;
  /** How a file past the room is named in the upload's answer (it finishes the file's name). */
  reason: string;
}

/**
 * How many more portfolio pieces the artist's plan takes, for an upload about to start. Throws
 * PlanRequiredError (402) when it takes none: the plan's limit is reached, or the plan has lapsed (decision 070: a
 * lapsed account reads everything but adds nothing).
 */
export async function portfolioRoom(
  { db, clock }: { db: Db; clock: Clock },
  artistId: string,
): Promise<PortfolioRoom> {
  const state = await findSubscriptionState(db, artistId);
  if (!state) throw new AppError('NOT_FOUND', 'Artist not found');
  const entitlement = entitlementOf(state, clock());
  if (!entitlement.servesClients) {
    throw new PlanRequiredError(
      `Your ${state.status === 'trialing' ? 'trial' : 'plan'} has ended: choose a plan to add portfolio pieces again. Everything you uploaded is still here.`,
      entitlement.plan,
    );
  }
  const limit = entitlement.limits.portfolioPieces;
  const planName = planById(entitlement.plan).name;
  if (limit === null) return { pieces: null, reason: '' };
  const [row] = await db
    .select({ pieces: count() })
    .from(portfolioPieces)
    .where(eq(portfolioPieces.artistId, artistId));
  const room = Math.max(0, limit - (row?.pieces ?? 0));
  if (room === 0) {
    throw new PlanRequiredError(
      `Your ${planName} plan holds ${limit} portfolio pieces. ${UNLIMITED_PORTFOLIO.name} has an unlimited portfolio.`,
      UNLIMITED_PORTFOLIO.id,
    );
  }
  return {
    pieces: room,
    reason: `was not saved: your ${planName} plan holds ${limit} pieces (${UNLIMITED_PORTFOLIO.name} has no limit)`,
  };
}
