import { eq, type SQL } from 'drizzle-orm';
import { leads, type UserRow } from '../../db/schema/index.ts';

/**
 * Tenancy for leads (spec §1 multi-tenancy): an artist sees only their own, an admin sees every artist's.
 * Returns the condition every leads query puts in its where; undefined means no restriction (admins).
 */
export function leadScope(viewer: Pick<UserRow, 'id' | 'isAdmin'>): SQL | undefined {
  return viewer.isAdmin ? undefined : eq(leads.artistId, viewer.id);
}
