import { sql } from 'drizzle-orm';
import type { ClientSource } from '#common/contracts/insights.ts';
import type { Db } from '../../db/client.ts';
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

/** One row as the statement answers it (node-postgres gives sums as text, PGlite as numbers). */
interface FactsRow {
  created_at: Date | string;
  is_widget: boolean;
  origin: 'dm' | 'comment' | 'story' | null;
  fit_score: 'high' | 'medium' | 'low' | null;
  lead_status: string | null;
  has_offer: boolean;
  is_booked: boolean;
  is_completed: boolean;
  deposit_cents: number | string;
  last_role: string | null;
  last_turn: { asked: string | null; handsOff?: boolean } | null;
  last_at: string | null;
}

/**
 * Every conversation of the artist's clients that began in the period (the Test Chatbot's left out), with its
 * source and funnel stage, in one statement over the artists' (artist_id, created_at) indexes and the per-lead
 * indexes of offers and bookings (decision 071). A web chat is the landing demo's when the artist is the demo
 * artist (the landing chat talks to nobody else), the widget's when it began on a page of the artist's own site
 * (its source_url, decision 074), else the artist page's. An Instagram thread began with a story
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
  // Offers and bookings are joined for the cohort's leads (a subquery per conversation let the planner scan every
  // artist's offers), a thread's messages read through its index; every read names the artist.
  const result = (await db.execute(sql`
    with cohort as (
      select c.id, c.created_at, c.source_url is not null as is_widget, c.messages -> -1 as last_message
      from conversations c
      where c.artist_id = ${artistId} and c.is_test = false
        and c.created_at >= ${period.from} and c.created_at < ${period.to}
    ),
    cohort_leads as (
      select l.id, l.conversation_id, l.fit_score, l.status from leads l join cohort on cohort.id = l.conversation_id
      where l.artist_id = ${artistId} and l.is_test = false
    ),
    offered as (
      select distinct o.lead_id from booking_offers o join cohort_leads on cohort_leads.id = o.lead_id
      where o.artist_id = ${artistId}
    ),
    lead_bookings as (
      select b.lead_id, bool_or(b.confirmed_at is not null) as is_booked,
             bool_or(b.completed_at is not null) as is_completed,
             coalesce(sum(b.deposit_cents) filter (where b.deposit_status = 'paid'), 0) as deposit_cents
      from bookings b join cohort_leads on cohort_leads.id = b.lead_id
      where b.artist_id = ${artistId}
      group by b.lead_id
    ),
    threads as (
      select t.id, t.conversation_id, t.igsid, t.created_at from instagram_threads t
      join cohort on cohort.id = t.conversation_id
      where t.artist_id = ${artistId}
    ),
    first_client_messages as (
      select threads.id as thread_id, first.is_story_reply from threads
      cross join lateral (
        select m.reply_to_story_id is not null as is_story_reply from instagram_messages m
        where m.thread_id = threads.id and m.artist_id = ${artistId} and m.author = 'client'
        order by m.created_at limit 1
      ) first
    ),
    comment_threads as (
      select distinct threads.id from threads
      join instagram_comments k on k.commenter_id = threads.igsid
      where k.artist_id = ${artistId} and k.status = 'sent' and k.commented_at <= threads.created_at
    )
    select cohort.created_at, cohort.is_widget,
           case when threads.id is null then null
                when first_client_messages.is_story_reply then 'story'
                when comment_threads.id is not null then 'comment'
                else 'dm' end as origin,
           cohort_leads.fit_score, cohort_leads.status as lead_status,
           offered.lead_id is not null as has_offer,
           coalesce(lead_bookings.is_booked, false) as is_booked,
           coalesce(lead_bookings.is_completed, false) as is_completed,
           coalesce(lead_bookings.deposit_cents, 0) as deposit_cents,
           cohort.last_message ->> 'role' as last_role,
           cohort.last_message -> 'turn' as last_turn,
           cohort.last_message ->> 'timestamp' as last_at
    from cohort
    left join cohort_leads on cohort_leads.conversation_id = cohort.id
    left join offered on offered.lead_id = cohort_leads.id
    left join lead_bookings on lead_bookings.lead_id = cohort_leads.id
    left join threads on threads.conversation_id = cohort.id
    left join first_client_messages on first_client_messages.thread_id = threads.id
    left join comment_threads on comment_threads.id = threads.id`)) as unknown as { rows: FactsRow[] };

  const webSource: ClientSource = artistId === demoArtistId ? 'landing' : 'artist_page';
  return result.rows.map((row) => {
    // A stage counts everyone who reached it or a later one (decision 071): the artist booking a low-fit lead
    // qualified it, and a lead marked booked by hand was booked without offered times.
    const isCompleted = row.is_completed;
    const isBooked = isCompleted || row.is_booked || row.lead_status === 'booked';
    const hasOffer = isBooked || row.has_offer;
    return {
      createdAt: new Date(row.created_at),
      source: row.origin ? (`instagram_${row.origin}` as const) : row.is_widget ? 'widget' : webSource,
      hasLead: row.fit_score !== null,
      isQualified: hasOffer || row.fit_score === 'high' || row.fit_score === 'medium',
      hasOffer,
      isBooked,
      isCompleted,
      depositCents: Number(row.deposit_cents),
      lastAssistantTurn:
        row.last_role === 'assistant' && row.last_turn && row.last_at
          ? {
              asked: row.last_turn.asked,
              handsOff: row.last_turn.handsOff === true,
              at: new Date(row.last_at),
            }
          : null,
    };
  });
}
