import { type SQL, sql } from 'drizzle-orm';
import type { Durations } from '#common/contracts/insights.ts';
import type { Db } from '../../db/client.ts';
import type { Period } from '../analytics/time-range.ts';

interface DurationRow {
  measured: number | string;
  median: number | string | null;
  p90: number | string | null;
}

/** The first row of a raw statement: PGlite and node-postgres both answer `{ rows }` (numbers may be text). */
async function firstRow<Row>(db: Db, query: SQL): Promise<Row | undefined> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows[0];
}

const toDurations = (row: DurationRow | undefined): Durations => {
  const seconds = (value: number | string | null | undefined) =>
    value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10;
  return {
    measured: Number(row?.measured ?? 0),
    medianSeconds: seconds(row?.median),
    p90Seconds: seconds(row?.p90),
  };
};

/** The median and 90th percentile of `waits` (a subquery of `seconds`), linearly interpolated as PostgreSQL does. */
const percentilesOf = (waits: SQL) => sql`
  select count(*) as measured,
         percentile_cont(0.5) within group (order by seconds) as median,
         percentile_cont(0.9) within group (order by seconds) as p90
  from (${waits}) as waits`;

/**
 * How long the assistant took to answer, over the conversations that began in the period (decision 071): from
 * the first client message a reply answers to that reply. A web chat's messages carry their times in the
 * transcript; an Instagram thread's are its stored messages (received, then queued), reactions and replies that
 * never went out left aside. A person's reply ends a wait without counting as the assistant's.
 */
export async function assistantResponseTimes({
  db,
  artistId,
  period,
}: {
  db: Db;
  artistId: string;
  period: Period;
}): Promise<Durations> {
  const waits = sql`
    with cohort as (
      select c.id, c.messages, t.id as thread_id
      from conversations c
      left join instagram_threads t on t.conversation_id = c.id and t.artist_id = ${artistId}
      where c.artist_id = ${artistId} and c.is_test = false
        and c.created_at >= ${period.from} and c.created_at < ${period.to}
    ),
    messages as (
      select c.id::text as conversation, m.ord as seq, (m.value ->> 'timestamp')::timestamptz as at,
             case when m.value ->> 'role' = 'user' then 'client' when m.value ? 'turn' then 'bot' else 'person' end
               as kind
      from cohort c cross join lateral jsonb_array_elements(c.messages) with ordinality as m(value, ord)
      where c.thread_id is null
      union all
      select m.thread_id::text, row_number() over (partition by m.thread_id order by m.created_at, m.id),
             m.created_at, case m.author when 'client' then 'client' when 'bot' then 'bot' else 'person' end
      from instagram_messages m
      -- The cohort's threads as a list, looked up in the thread index: a join would read every artist's messages.
      where m.thread_id = any (array(select thread_id from cohort where thread_id is not null))
        and m.artist_id = ${artistId} and m.note is null and m.status not in ('failed', 'refused')
    ),
    -- Each client message and the reply after it share a turn: the number of non-client messages before them.
    turns as (
      select conversation, at, kind,
             coalesce(sum(case when kind = 'client' then 0 else 1 end)
               over (partition by conversation order by seq rows between unbounded preceding and 1 preceding), 0)
               as turn
      from messages
    )
    select extract(epoch from min(at) filter (where kind = 'bot') - min(at) filter (where kind = 'client'))
             as seconds
    from turns group by conversation, turn
    having min(at) filter (where kind = 'bot') is not null and min(at) filter (where kind = 'client') is not null`;
  return toDurations(await firstRow<DurationRow>(db, percentilesOf(waits)));
}

/**
 * How long the artist took to act on a lead created in the period (decision 071): from the lead to the first of
 * offering times, declining, or replying on Instagram. The data keeps no history of status changes or email
 * replies, so those are not counted. `waiting` counts the leads the artist has not acted on yet.
 */
export async function artistResponseTimes({
  db,
  artistId,
  period,
}: {
  db: Db;
  artistId: string;
  period: Period;
}): Promise<Durations & { waiting: number }> {
  // Booking events and messages are read per lead and per thread through their indexes (neither has an artist
  // index, so a hash join would read every artist's); threads have no lead index, so they are joined once.
  const firstActions = sql`
    with cohort as (
      select l.id, l.created_at from leads l
      where l.artist_id = ${artistId} and l.is_test = false
        and l.created_at >= ${period.from} and l.created_at < ${period.to}
    ),
    replies as (
      select t.lead_id, min(m.created_at) as at from instagram_threads t
      join cohort on cohort.id = t.lead_id
      cross join lateral (
        select m.created_at from instagram_messages m
        where m.thread_id = t.id and m.artist_id = ${artistId} and m.author = 'artist'
          and m.status not in ('failed', 'refused')
      ) m
      where t.artist_id = ${artistId}
      group by t.lead_id
    )
    select cohort.created_at, least(decision.at, replies.at) as acted_at from cohort
    cross join lateral (
      select min(e.at) as at from booking_events e
      where e.lead_id = cohort.id and e.artist_id = ${artistId} and e.kind in ('offered', 'declined')
    ) decision
    left join replies on replies.lead_id = cohort.id`;
  const row = await firstRow<DurationRow & { waiting: number | string }>(
    db,
    sql`
    with actions as (${firstActions})
    select (select count(*) from actions where acted_at is null) as waiting, durations.*
    from (${percentilesOf(
      sql`select greatest(extract(epoch from acted_at - created_at), 0) as seconds from actions
          where acted_at is not null`,
    )}) as durations`,
  );
  return { ...toDurations(row), waiting: Number(row?.waiting ?? 0) };
}
