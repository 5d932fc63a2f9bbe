import { eq } from 'drizzle-orm';
import type { StudioRole } from '#common/contracts/studios.ts';
import { entitlementOf } from '#common/domain/billing/entitlement.ts';
import { type ClientBrand, clientBrandOf } from '#common/domain/studio/white-label.ts';
import type { Db } from '../../db/client.ts';
import {
  type StudioRow,
  type SubscriptionRow,
  studioMembers,
  studios,
  subscriptions,
} from '../../db/schema/index.ts';

/** The studio an artist belongs to, their role in it, and the owner's plan (which decides white-label). */
export interface ArtistStudio {
  studio: StudioRow;
  role: StudioRole;
  ownerSubscription: SubscriptionRow | null;
}

/**
 * The artist's studio (issue #28, decision 073: at most one), or null for an artist on their own. A leaf every
 * feature may read (consultation, booking, mail) without importing the team's own feature.
 */
export async function findArtistStudio(db: Db, artistId: string): Promise<ArtistStudio | null> {
  const [row] = await db
    .select({ studio: studios, role: studioMembers.role, ownerSubscription: subscriptions })
    .from(studioMembers)
    .innerJoin(studios, eq(studios.id, studioMembers.studioId))
    .leftJoin(subscriptions, eq(subscriptions.artistId, studios.ownerId))
    .where(eq(studioMembers.userId, artistId));
  return row ?? null;
}

/** A studio by id with its owner's plan; null when there is none. */
export async function findStudio(db: Db, studioId: string): Promise<Omit<ArtistStudio, 'role'> | null> {
  const [row] = await db
    .select({ studio: studios, ownerSubscription: subscriptions })
    .from(studios)
    .leftJoin(subscriptions, eq(subscriptions.artistId, studios.ownerId))
    .where(eq(studios.id, studioId));
  return row ?? null;
}

/**
 * The brand a studio's clients see (issue #28 item 5), or null: no studio, or an owner whose plan does not unlock
 * white-label now. An owner without a subscription row is on the sign-up trial (Professional): no white-label.
 */
export function brandOfStudio(
  found: Pick<ArtistStudio, 'studio' | 'ownerSubscription'> | null,
  now: Date,
): ClientBrand | null {
  if (!found?.ownerSubscription) return null;
  // The stored row holds every field of a subscription's state (billing/subscription-state.ts reads it the same way).
  return clientBrandOf(found.studio, entitlementOf(found.ownerSubscription, now));
}

/** The brand an artist's clients see: their studio's when white-label is on, else null (Inkdesk's own). */
export async function findClientBrand(db: Db, artistId: string, now: Date): Promise<ClientBrand | null> {
  return brandOfStudio(await findArtistStudio(db, artistId), now);
}
