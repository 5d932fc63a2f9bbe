import { eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { studioMembers, type UserRow } from '../db/schema/index.ts';

/** The roles that see every member's leads and bookings (decision 073): the owner and front desk. */
export const STUDIO_MANAGER_ROLES = ['owner', 'front_desk'] as const;

/**
 * Tenancy for an artist-owned row (decision 073): the viewer's own, or, for a studio's owner or front desk, every
 * member's of that studio; undefined for an admin (no restriction). One subquery on studio_members in the where, so
 * nothing is filtered after fetching, and an artist in a studio still sees only their own.
 */
export function artistScope(column: AnyPgColumn, viewer: Pick<UserRow, 'id' | 'isAdmin'>): SQL | undefined {
  if (viewer.isAdmin) return undefined;
  return or(eq(column, viewer.id), inArray(column, studioArtistIdsManagedBy(viewer.id)));
}

/** The user ids of every member of the studio `viewerId` owns or works the front desk of (none otherwise). */
function studioArtistIdsManagedBy(viewerId: string) {
  const managerStudio = sql`(select ${studioMembers.studioId} from ${studioMembers} where ${studioMembers.userId} = ${viewerId} and ${inArray(studioMembers.role, [...STUDIO_MANAGER_ROLES])})`;
  return sql`(select ${studioMembers.userId} from ${studioMembers} where ${studioMembers.studioId} = ${managerStudio})`;
}
