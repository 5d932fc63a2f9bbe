import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DataDeletionStatus } from '#common/contracts/instagram.ts';
import type { Db } from '../../db/client.ts';
import { dataDeletionRequests } from '../../db/schema/index.ts';

type Source = (typeof dataDeletionRequests.$inferInsert)['source'];
type Status = DataDeletionStatus['status'];

/** An alphanumeric confirmation code (Meta's callback contract, reference A5), unguessable. */
const newCode = () => randomBytes(12).toString('hex');

/** Records a deletion or disconnect request as received; returns its confirmation code. */
export async function recordDeletionRequest({
  db,
  source,
  igUserId,
}: {
  db: Db;
  source: Source;
  igUserId?: string;
}): Promise<string> {
  const code = newCode();
  await db.insert(dataDeletionRequests).values({ code, source, igUserId: igUserId ?? null });
  return code;
}

/** Moves a request on; on completion the Instagram id is cleared, so the record names nobody. */
export async function setDeletionStatus(
  db: Db,
  code: string,
  status: Status,
  now = new Date(),
): Promise<void> {
  await db
    .update(dataDeletionRequests)
    .set(status === 'completed' ? { status, completedAt: now, igUserId: null } : { status })
    .where(eq(dataDeletionRequests.code, code));
}

export async function findDeletionRequest(db: Db, code: string) {
  const [request] = await db.select().from(dataDeletionRequests).where(eq(dataDeletionRequests.code, code));
  return request;
}

/** The public status behind /data-deletion/status?code=…; undefined for an unknown code. */
export async function getDeletionStatus(db: Db, code: string): Promise<DataDeletionStatus | undefined> {
  const request = await findDeletionRequest(db, code);
  if (!request) return undefined;
  return {
    code: request.code,
    status: request.status,
    receivedAt: request.receivedAt.toISOString(),
    completedAt: request.completedAt?.toISOString() ?? null,
  };
}
