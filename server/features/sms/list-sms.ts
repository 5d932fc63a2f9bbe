import { desc } from 'drizzle-orm';
import type { SmsList } from '#common/contracts/sms.ts';
import type { Db } from '../../db/client.ts';
import { smsMessages } from '../../db/schema/index.ts';

/** The newest texts shown on the admin's SMS list. */
export const SMS_LIST_SIZE = 50;

/** The newest texts, whatever the transport, newest first (admins: the Outbox's SMS list, decision 068). */
export async function listSms({ db, provider }: { db: Db; provider: SmsList['provider'] }): Promise<SmsList> {
  const rows = await db
    .select()
    .from(smsMessages)
    .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
    .limit(SMS_LIST_SIZE);
  return {
    provider,
    messages: rows.map((row) => ({
      id: row.id,
      to: row.to,
      body: row.body,
      kind: row.kind,
      status: row.status,
      transport: row.transport,
      providerId: row.providerId,
      attempts: row.attempts,
      lastError: row.lastError,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
  };
}
