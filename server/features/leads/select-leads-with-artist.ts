import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { leads, users } from '../../db/schema/index.ts';
import { leadDtoColumns } from './to-lead-dto.ts';

/** Leads joined to their artist's name: the row shape `toLeadDto` maps. Callers add the scoped where. */
export function selectLeadsWithArtist(db: Db) {
  return db
    .select({ lead: leadDtoColumns, artistName: users.artistName })
    .from(leads)
    .innerJoin(users, eq(users.id, leads.artistId));
}
