import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bookingOffers } from '../../../db/schema/index.ts';

/** Withdraws the lead's open offers (a new offer, a booking or a decline replaces them), in the caller's transaction. */
export async function withdrawOpenOffers(
  tx: Db,
  { artistId, leadId, now }: { artistId: string; leadId: string; now: Date },
) {
  await tx
    .update(bookingOffers)
    .set({ withdrawnAt: now })
    .where(
      and(
        eq(bookingOffers.artistId, artistId),
        eq(bookingOffers.leadId, leadId),
        isNull(bookingOffers.withdrawnAt),
      ),
    );
}
