import { count, desc } from 'drizzle-orm';
import type { ListOutboxQuery, OutboxEmailSummary, OutboxPage } from '#common/contracts/outbox.ts';
import type { Db } from '../../db/client.ts';
import { type EmailRow, emails } from '../../db/schema/index.ts';

/** One page of every email Inkdesk sent or will send, newest first (admins; the Outbox tab). */
export async function listOutbox({ db, query }: { db: Db; query: ListOutboxQuery }): Promise<OutboxPage> {
  const rows = await db
    .select()
    .from(emails)
    .orderBy(desc(emails.createdAt), desc(emails.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [counted] = await db.select({ total: count() }).from(emails);
  return {
    emails: rows.map(toOutboxSummary),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export function toOutboxSummary(row: EmailRow): OutboxEmailSummary {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    kind: row.kind,
    status: row.status,
    transport: row.transport,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}
