import { lt } from 'drizzle-orm';
import { INSTAGRAM_COMMENT_RETENTION_DAYS } from '#common/constants/limits.ts';
import type { Db } from '../../db/client.ts';
import { instagramComments } from '../../db/schema/index.ts';

const DAY_MS = 86_400_000;

/**
 * Keeps the Comments log bounded (decision 058): every artist's comments older than the retention go, with
 * what became of them. A system-wide sweep, so no artist in the where; run by the hourly prune job.
 */
export async function deleteOldComments(db: Db, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - INSTAGRAM_COMMENT_RETENTION_DAYS * DAY_MS);
  await db.delete(instagramComments).where(lt(instagramComments.commentedAt, cutoff));
}
