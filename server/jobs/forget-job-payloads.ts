import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mentionsAny } from '../db/mentions-any.ts';
import { JOB_SCHEMA } from './job-sql.ts';

/**
 * Deletes every job, queued, finished or archived, whose payload mentions any of these values (a person's ids,
 * their email): a webhook job holds the client's messages as Meta sent them, and pg-boss keeps finished jobs for
 * days (decision 053). A job running right now is left to finish; it finds its subject gone.
 */
export async function forgetJobPayloads(db: Db, needles: readonly string[]): Promise<void> {
  const mentions = mentionsAny(sql`data::text`, needles);
  const schema = sql.identifier(JOB_SCHEMA);
  await db.execute(sql`delete from ${schema}.job where state <> 'active' and ${mentions}`);
  await db.execute(sql`delete from ${schema}.archive where ${mentions}`);
}
