import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { analyticsEvents, conversations } from '../../db/schema/index.ts';
import { analyticsEventRows, type ChatEvent } from '../analytics/record-event.ts';

/** In an upsert's update: the value the insert would have written to this column. */
const excluded = (column: AnyPgColumn) => sql`excluded.${sql.identifier(column.name)}`;

/**
 * Upserts the transcript and appends the turn's analytics events in one statement (a data-modifying CTE).
 * Writing is most of a turn's database time (bench/consult.bench.ts); one statement is one round trip and
 * one commit, and a turn's events are never stored without its transcript. The update takes its values
 * from `excluded`, so the transcript goes over the wire once.
 */
export async function saveTurn(
  db: Db,
  {
    conversation,
    events,
  }: { conversation: typeof conversations.$inferInsert & { artistId: string }; events: ChatEvent[] },
): Promise<void> {
  const upsert = db
    .insert(conversations)
    .values({ ...conversation, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: conversations.sessionId,
      set: {
        messages: excluded(conversations.messages),
        brief: excluded(conversations.brief),
        clarityScore: excluded(conversations.clarityScore),
        updatedAt: excluded(conversations.updatedAt),
      },
    });
  if (events.length === 0) {
    await upsert;
    return;
  }
  const saved = db.$with('saved_conversation').as(upsert.returning({ sessionId: conversations.sessionId }));
  await db
    .with(saved)
    .insert(analyticsEvents)
    .values(
      analyticsEventRows({ sessionId: conversation.sessionId, artistId: conversation.artistId, events }),
    );
}
