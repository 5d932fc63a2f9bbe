import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversations, leads, type UserRow, users } from '../../db/schema/index.ts';
import { csvRecord, UTF8_BOM } from './format-csv.ts';
import { LEAD_CSV_COLUMNS } from './lead-csv-columns.ts';
import { leadScope } from './lead-scope.ts';

/** Rows read per query: an admin's export of every lead never holds more than this many conversations. */
const BATCH_SIZE = 500;

/**
 * The viewer's leads as CSV (artists their own, admins every artist's), newest first, yielded a batch at a
 * time so the response streams. Pages by (createdAt, id); the cursor keeps createdAt as PostgreSQL's own
 * text, since a JS Date would drop its microseconds and skip rows.
 */
export async function* exportLeadsCsv({ db, viewer }: { db: Db; viewer: UserRow }): AsyncGenerator<string> {
  yield UTF8_BOM + csvRecord(LEAD_CSV_COLUMNS.map(([header]) => header));
  let after: { createdAt: string; id: string } | undefined;
  for (;;) {
    const rows = await db
      .select({
        lead: leads,
        artistName: users.artistName,
        messages: conversations.messages,
        cursor: sql<string>`${leads.createdAt}::text`,
      })
      .from(leads)
      .innerJoin(users, eq(users.id, leads.artistId))
      .innerJoin(conversations, eq(conversations.id, leads.conversationId))
      .where(
        and(
          leadScope(viewer),
          after &&
            sql`(${leads.createdAt}, ${leads.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
        ),
      )
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(BATCH_SIZE);
    if (rows.length > 0)
      yield rows.map((row) => csvRecord(LEAD_CSV_COLUMNS.map(([, value]) => value(row)))).join('');
    const last = rows.at(-1);
    if (!last || rows.length < BATCH_SIZE) return;
    after = { createdAt: last.cursor, id: last.lead.id };
  }
}
