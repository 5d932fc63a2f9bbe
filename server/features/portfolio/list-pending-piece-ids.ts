import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { portfolioPieces } from '../../db/schema/index.ts';

/** Every artist's pieces still waiting for metadata, oldest first: the job's backlog after a restart. */
export async function listPendingPieceIds({ db }: { db: Db }): Promise<string[]> {
  const rows = await db
    .select({ id: portfolioPieces.id })
    .from(portfolioPieces)
    .where(eq(portfolioPieces.metadataStatus, 'pending'))
    .orderBy(asc(portfolioPieces.createdAt));
  return rows.map((row) => row.id);
}
