import type { SQL } from 'drizzle-orm';
import { artistScope } from '../../auth/artist-scope.ts';
import { leads, type UserRow } from '../../db/schema/index.ts';

/**
 * Tenancy for leads (spec §1 multi-tenancy, decision 073): an artist sees only their own; a studio's owner and
 * front desk every member's; an admin every artist's. Returns the condition every leads query puts in its where;
 * undefined means no restriction (admins).
 */
export function leadScope(viewer: Pick<UserRow, 'id' | 'isAdmin'>): SQL | undefined {
  return artistScope(leads.artistId, viewer);
}
