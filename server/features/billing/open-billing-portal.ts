import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subscriptions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BillingProvider } from '../../providers/payments/types.ts';

/**
 * The customer portal (Stripe's, or the local sandbox's) where the artist changes card or plan or cancels, with
 * its way back to the dashboard (decision 070). CONFLICT before the first checkout (there is no customer yet),
 * UPSTREAM_FAILED when Stripe cannot open it.
 */
export async function openBillingPortal({
  db,
  billing,
  appUrl,
  artistId,
}: {
  db: Db;
  billing: BillingProvider;
  appUrl: string;
  artistId: string;
}): Promise<{ url: string }> {
  const [row] = await db
    .select({ customerId: subscriptions.stripeCustomerId })
    .from(subscriptions)
    .where(eq(subscriptions.artistId, artistId));
  if (!row?.customerId) {
    throw new AppError(
      'CONFLICT',
      'There is no billing account yet: choose a plan first, and the portal opens after checkout.',
    );
  }
  try {
    return await billing.createPortalSession({
      customerId: row.customerId,
      returnUrl: `${appUrl}/dashboard`,
    });
  } catch (error) {
    throw new AppError(
      'UPSTREAM_FAILED',
      `The billing portal could not be opened: ${(error as Error).message}`,
    );
  }
}
