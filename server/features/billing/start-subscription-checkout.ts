import { eq } from 'drizzle-orm';
import type { StartCheckout } from '#common/contracts/billing.ts';
import type { Db } from '../../db/client.ts';
import { subscriptions, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BillingProvider } from '../../providers/payments/types.ts';
import { findPlanCover } from './find-plan-cover.ts';

export interface StartSubscriptionCheckoutInput {
  db: Db;
  billing: BillingProvider;
  appUrl: string;
  artistId: string;
  plan: StartCheckout['plan'];
}

/**
 * The checkout page (Stripe's, or the local sandbox's) where the artist subscribes to `plan` (decision 070); its
 * completion arrives as events. CONFLICT while a subscription runs (plans change in the portal) or while a studio's
 * plan covers the artist (decision 073: paying for a second plan would buy nothing), NOT_FOUND for an unknown
 * artist, UPSTREAM_FAILED when Stripe cannot open it.
 */
export async function startSubscriptionCheckout({
  db,
  billing,
  appUrl,
  artistId,
  plan,
}: StartSubscriptionCheckoutInput): Promise<{ url: string }> {
  const [artist] = await db
    .select({ email: users.email, subscription: subscriptions })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.artistId, users.id))
    .where(eq(users.id, artistId));
  if (!artist) throw new AppError('NOT_FOUND', 'Artist not found');
  const coveredBy = await findPlanCover(db, artistId);
  if (coveredBy) {
    throw new AppError(
      'CONFLICT',
      `You work under ${coveredBy.studioName}’s plan while you are in the studio, and ${coveredBy.ownerName} pays for it: leave the studio to choose a plan of your own.`,
    );
  }
  const running = artist.subscription;
  if (running?.stripeSubscriptionId && (running.status === 'active' || running.status === 'past_due')) {
    throw new AppError(
      'CONFLICT',
      'You already have a subscription: change its plan, card or cancellation in Manage billing.',
    );
  }
  try {
    return await billing.createSubscriptionCheckout({
      artistId,
      plan,
      customerId: running?.stripeCustomerId ?? null,
      customerEmail: artist.email,
      successUrl: `${appUrl}/dashboard?checkout=success`,
      cancelUrl: `${appUrl}/dashboard`,
    });
  } catch (error) {
    throw new AppError(
      'UPSTREAM_FAILED',
      `The checkout page could not be opened: ${(error as Error).message}`,
    );
  }
}
