import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { ClientSource } from '#common/contracts/insights.ts';
import type { Db } from '../../db/client.ts';
import { conversations, instagramThreads, leads } from '../../db/schema/index.ts';
import type { Period } from '../analytics/time-range.ts';

/** What the insights need to know of one client conversation: where it came from, how far it got, how it ended. */
export interface ConversationFacts {
  createdAt: Date;
  source: ClientSource;
  hasLead: boolean;
  isQualified: boolean;
  hasOffer: boolean;
  isBooked: boolean;
  isCompleted: boolean;
  depositCents: number;
  /** The transcript's last message, only when the assistant wrote it (its turn record says what it asked). */
  lastAssistantTurn: { asked: string | null; handsOff: boolean; at: Date } | null;
}

type InstagramOrigin = 'dm' | 'comment' | 'story';

/**
 * Every conversation of the artist's clients that began in the period (the Test Chatbot's left out), with its
 * source and funnel stage, in one statement over the artists' (artist_id, created_at) indexes and the per-lead
 * indexes of offers and bookings (decision 071). A web chat is the landing demo's when the artist is the demo
 * artist (the landing chat talks to nobody else), else the artist page's. An Instagram thread began with a story
 * reply when its first client message answers a story, from a comment when one of the client's comments got
 * the private reply before the thread existed, else as a DM.
 */
export async function findConversationFacts({
  db,
  artistId,
  demoArtistId,
  period,
}: {
  db: Db;
  artistId: string;
  demoArtistId: string;
  period: Period;
}): Promise<ConversationFacts[]> {
  const leadId = leads.id;
  const origin = sql<InstagramOrigin | null>`case
    when ${instagramThreads.id} is null then null
    when (select m.reply_to_story_id is not null from instagram_messages m
          where m.thread_id = ${instagramThreads.id} and m.artist_id = ${artistId} and m.author = 'client'
          order by m.created_at limit 1) then 'story'
    when exists (select 1 from instagram_comments k
          where k.artist_id = ${artistId} and k.commenter_id = ${instagramThreads.igsid}
            and k.status = 'sent' and k.commented_at <= ${instagramThreads.createdAt}) then 'comment'
    else 'dm' end`;
  const bookingsOfLead = (condition: SQL) =>
    sql`exists (select 1 from bookings b where b.lead_id = ${leadId} and b.artist_id = ${artistId} and ${condition})`;
  const rows = await db
    .select({
      createdAt: conversations.createdAt,
      origin,
      fitScore: leads.fitScore,
      leadStatus: leads.status,
      hasOffer: sql<boolean>`exists (select 1 from booking_offers o
        where o.lead_id = ${leadId} and o.artist_id = ${artistId})`,
      isBooked: bookingsOfLead(sql`b.confirmed_at is not null`).mapWith(Boolean),
      isCompleted: bookingsOfLead(sql`b.completed_at is not null`).mapWith(Boolean),
      depositCents: sql<number>`(select coalesce(sum(b.deposit_cents), 0) from bookings b
        where b.lead_id = ${leadId} and b.artist_id = ${artistId} and b.deposit_status = 'paid')`.mapWith(
        Number,
      ),
      // Only the last message leaves the database, never the transcript.
      lastRole: sql<string | null>`${conversations.messages} -> -1 ->> 'role'`,
      lastTurn: sql<{
        asked: string | null;
        handsOff?: boolean;
      } | null>`${conversations.messages} -> -1 -> 'turn'`,
      lastAt: sql<string | null>`${conversations.messages} -> -1 ->> 'timestamp'`,
    })
    .from(conversations)
    .leftJoin(
      leads,
      and(eq(leads.conversationId, conversations.id), eq(leads.artistId, artistId), eq(leads.isTest, false)),
    )
    .leftJoin(
      instagramThreads,
      and(eq(instagramThreads.conversationId, conversations.id), eq(instagramThreads.artistId, artistId)),
    )
    .where(
      and(
        eq(conversations.artistId, artistId),
        gte(conversations.createdAt, period.from),
        lt(conversations.createdAt, period.to),
        eq(conversations.isTest, false),
      ),
    );

  const webSource: ClientSource = artistId === demoArtistId ? 'landing' : 'artist_page';
  return rows.map((row) => {
    // A stage counts everyone who reached it or a later one (decision 071): the artist booking a low-fit lead
    // qualified it, and a lead marked booked by hand was booked without offered times.
    const isCompleted = row.isCompleted;
    const isBooked = isCompleted || row.isBooked || row.leadStatus === 'booked';
    const hasOffer = isBooked || Boolean(row.hasOffer);
    return {
      createdAt: row.createdAt,
      source: row.origin ? (`instagram_${row.origin}` as const) : webSource,
      hasLead: row.fitScore !== null,
      isQualified: hasOffer || row.fitScore === 'high' || row.fitScore === 'medium',
      hasOffer,
      isBooked,
      isCompleted,
      depositCents: row.depositCents,
      lastAssistantTurn:
        row.lastRole === 'assistant' && row.lastTurn && row.lastAt
          ? { asked: row.lastTurn.asked, handsOff: row.lastTurn.handsOff === true, at: new Date(row.lastAt) }
          : null,
    };
  });
}
