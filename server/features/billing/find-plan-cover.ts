import { and, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BillingStatus } from '#common/contracts/billing.ts';
import type { Db } from '../../db/client.ts';
import { studioMembers, studios, users } from '../../db/schema/index.ts';
import { memberDisplayName } from '../studio-membership/studio-team.ts';

const owners = alias(users, 'plan_owner');

/**
 * The studio whose owner's plan covers `userId` (decision 073: a member works under it while they belong), or null
 * for anyone on their own plan: no studio, or its owner. The same membership planHolderId follows.
 */
export async function findPlanCover(db: Db, userId: string): Promise<BillingStatus['coveredBy']> {
  const [row] = await db
    .select({
      studioName: studios.name,
      artistName: owners.artistName,
      firstName: owners.firstName,
      email: owners.email,
    })
    .from(studioMembers)
    .innerJoin(studios, eq(studios.id, studioMembers.studioId))
    .innerJoin(owners, eq(owners.id, studios.ownerId))
    .where(and(eq(studioMembers.userId, userId), ne(studios.ownerId, userId)));
  return row ? { studioName: row.studioName, ownerName: memberDisplayName(row) } : null;
}
