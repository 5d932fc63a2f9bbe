import { eq, inArray, type SQL, sql } from 'drizzle-orm';
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
  return teamScope(column, viewer.id);
}

/**
 * The same without an admin's exemption: for what an admin works as an artist, their own bookings, where the
 * whole platform's would be noise (decision 073).
 */
export function teamScope(column: AnyPgColumn, viewerId: string): SQL {
  return sql`(${eq(column, viewerId)} or ${inArray(column, studioArtistIdsManagedBy(viewerId))})`;
}

/** The user ids of every member of the studio `viewerId` owns or works the front desk of (none otherwise). */
function studioArtistIdsManagedBy(viewerId: string) {
  const managerStudio = sql`(select ${studioMembers.studioId} from ${studioMembers} where ${studioMembers.userId} = ${viewerId} and ${inArray(studioMembers.role, [...STUDIO_MANAGER_ROLES])})`;
  return sql`(select ${studioMembers.userId} from ${studioMembers} where ${studioMembers.studioId} = ${managerStudio})`;
}
