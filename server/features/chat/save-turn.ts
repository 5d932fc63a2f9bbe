import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  analyticsEvents,
  conversations,
  conversationUsage,
  type StoredChatMessage,
} from '../../db/schema/index.ts';
import { analyticsEventRows, type ChatEvent } from '../analytics/record-event.ts';
import type { ConversationQuota, QuotaOutcome } from '../billing/conversation-quota.ts';

/** In an upsert's update: the value the insert would have written to this column. */
const excluded = (column: AnyPgColumn) => sql`excluded.${sql.identifier(column.name)}`;

/** The name of the CTE that claims one of the month's conversations; the transcript's upsert reads it. */
const CLAIMED = 'claimed_usage';

/** The reply a turn sends the client, with what it may cost under the plan (decision 070). */
export interface TurnReply {
  /** The assistant's message. */
  assistant: StoredChatMessage;
  /** Stored and sent instead when the plan hands the client over (planHandoverReply). */
  handover: StoredChatMessage;
  quota: ConversationQuota;
}

/**
 * Upserts the transcript with the turn's reply and appends the turn's analytics events in one statement (a
 * data-modifying CTE). Writing is most of a turn's database time (bench/consult.bench.ts); one statement is one
 * round trip and one commit, and a turn's events are never stored without its transcript. The update takes its
 * values from `excluded`, so the transcript goes over the wire once.
 *
 * A reply that must claim one of the month's conversations claims it in the same statement (decision 070):
 * `conversation_usage` is counted up only while under the limit, and the transcript stores the assistant's reply
 * when that returned a row, the handover otherwise. PostgreSQL re-checks the limit on the locked, latest row, so
 * concurrent turns never claim more than the plan has left, and what the client reads is what was stored.
 */
export async function saveTurn(
  db: Db,
  {
    conversation,
    transcript,
    reply,
    events,
    now,
  }: {
    conversation: Omit<typeof conversations.$inferInsert, 'messages'> & { artistId: string };
    /** The stored transcript, ending with the client's new message(s). */
    transcript: readonly StoredChatMessage[];
    /** Null when the channel stays silent on this message. */
    reply: TurnReply | null;
    events: ChatEvent[];
    now: Date;
  },
): Promise<QuotaOutcome> {
  const upsertOf = (values: { messages: StoredChatMessage[] | SQL; countedMonth?: SQL }) =>
    db
      .insert(conversations)
      .values({ ...conversation, ...values, updatedAt: now })
      .onConflictDoUpdate({
        target: conversations.sessionId,
        set: {
          // A studio chat moves to the artist it was routed to (issue #28 item 3); any other keeps its artist.
          artistId: excluded(conversations.artistId),
          messages: excluded(conversations.messages),
          brief: excluded(conversations.brief),
          clarityScore: excluded(conversations.clarityScore),
          updatedAt: excluded(conversations.updatedAt),
          // Set only by the turn that claimed this month's conversation.
          countedMonth: sql`coalesce(${excluded(conversations.countedMonth)}, ${conversations.countedMonth})`,
        },
      });
  const eventRows = analyticsEventRows({
    sessionId: conversation.sessionId,
    artistId: conversation.artistId,
    events,
  });
  const eventsCte = () =>
    eventRows.length === 0
      ? []
      : [
          db
            .$with('turn_events')
            .as(db.insert(analyticsEvents).values(eventRows).returning({ id: analyticsEvents.id })),
        ];

  if (reply?.quota.kind !== 'claim') {
    const isHandedOver = reply?.quota.kind === 'handover';
    const last = reply ? [isHandedOver ? reply.handover : reply.assistant] : [];
    const upsert = upsertOf({ messages: [...transcript, ...last] });
    const [withEvents] = eventsCte();
    if (!withEvents) await upsert;
    else {
      const saved = db
        .$with('saved_conversation')
        .as(upsert.returning({ sessionId: conversations.sessionId }));
      await db.with(saved).insert(analyticsEvents).values(eventRows);
    }
    return { isHandedOver, usage: null };
  }

  const { month, limit } = reply.quota;
  const claimed = db.$with(CLAIMED).as(
    db
      .insert(conversationUsage)
      .values({ artistId: conversation.artistId, month, conversations: 1 })
      .onConflictDoUpdate({
        target: [conversationUsage.artistId, conversationUsage.month],
        set: { conversations: sql`${conversationUsage.conversations} + 1` },
        // An unlimited plan counts without a limit.
        ...(limit === null ? {} : { setWhere: sql`${conversationUsage.conversations} < ${limit}` }),
      })
      .returning({
        conversations: conversationUsage.conversations,
        warnedPercent: conversationUsage.warnedPercent,
      }),
  );
  const isClaimed = sql`exists (select 1 from ${sql.identifier(CLAIMED)})`;
  const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
  const saved = db.$with('saved_conversation').as(
    upsertOf({
      messages: sql`${json(transcript)} || jsonb_build_array(case when ${isClaimed} then ${json(reply.assistant)} else ${json(reply.handover)} end)`,
      countedMonth: sql`case when ${isClaimed} then ${month} end`,
    }).returning({ sessionId: conversations.sessionId }),
  );
  const usageRow = and(
    eq(conversationUsage.artistId, conversation.artistId),
    eq(conversationUsage.month, month),
  );
  const [row] = await db
    .with(claimed, saved, ...eventsCte())
    .select({
      claimedConversations: sql<number | null>`(select conversations from ${sql.identifier(CLAIMED)})`,
      claimedWarned: sql<number | null>`(select warned_percent from ${sql.identifier(CLAIMED)})`,
      // The statement's snapshot, from before the claim: whether the 100 % warning went out already.
      warnedBefore: sql<
        number | null
      >`(select ${conversationUsage.warnedPercent} from ${conversationUsage} where ${usageRow})`,
    })
    .from(sql`(select 1) as one`);
  const isHandedOver = row?.claimedConversations === null || row?.claimedConversations === undefined;
  return {
    isHandedOver,
    usage: isHandedOver
      ? { conversations: null, warnedPercent: row?.warnedBefore ?? 0 }
      : { conversations: row!.claimedConversations!, warnedPercent: row!.claimedWarned ?? 0 },
  };
}
