import { eq } from 'drizzle-orm';
import type { TimeRange } from '#common/constants/analytics.ts';
import {
  CLIENT_SOURCES,
  type ClientSource,
  DROP_OFF_TOPICS,
  type DropOffTopic,
  type Insights,
} from '#common/contracts/insights.ts';
import type { Db } from '../../db/client.ts';
import { availabilitySettings } from '../../db/schema/index.ts';
import { DAY_MS, periodsOf, startOfUtcDay, utcDay } from '../analytics/time-range.ts';
import { type ConversationFacts, findConversationFacts } from './conversation-facts.ts';
import { artistResponseTimes, assistantResponseTimes } from './response-times.ts';

/** A conversation whose last word is the assistant's counts as dropped once the client has been quiet this long. */
export const DROP_OFF_QUIET_MS = DAY_MS;
const WEEK_MS = 7 * DAY_MS;

const zeroPerSource = () =>
  Object.fromEntries(CLIENT_SOURCES.map((source) => [source, 0])) as Record<ClientSource, number>;

/** The Monday (UTC) that starts the week of `time`: 1970-01-01 was a Thursday. */
const mondayOf = (time: Date) => {
  const day = startOfUtcDay(time).getTime();
  return new Date(day - ((Math.floor(day / DAY_MS) + 3) % 7) * DAY_MS);
};

function sourcesOf(facts: readonly ConversationFacts[]): Insights['sources'] {
  return CLIENT_SOURCES.map((source) => {
    const ofSource = facts.filter((fact) => fact.source === source);
    return {
      source,
      conversations: ofSource.length,
      qualified: ofSource.filter((fact) => fact.isQualified).length,
      booked: ofSource.filter((fact) => fact.isBooked).length,
    };
  });
}

function funnelOf(facts: readonly ConversationFacts[]): Insights['funnel'] {
  return {
    conversations: facts.length,
    qualified: facts.filter((fact) => fact.isQualified).length,
    offered: facts.filter((fact) => fact.hasOffer).length,
    booked: facts.filter((fact) => fact.isBooked).length,
    completed: facts.filter((fact) => fact.isCompleted).length,
    depositCents: facts.reduce((sum, fact) => sum + fact.depositCents, 0),
  };
}

const isDropOffTopic = (asked: string | null): asked is DropOffTopic =>
  (DROP_OFF_TOPICS as readonly string[]).includes(asked ?? '');

/**
 * Where clients stopped answering (decision 071): a conversation that became no lead, whose last message is the
 * assistant's and has waited DROP_OFF_QUIET_MS, counted under what that message asked. A reply that handed the
 * client to the artist is the artist's to answer, not a drop-off.
 */
function dropOffOf(facts: readonly ConversationFacts[], now: Date): Insights['dropOff'] {
  const counts = new Map<DropOffTopic, number>();
  for (const { hasLead, lastAssistantTurn: turn } of facts) {
    if (hasLead || !turn || turn.handsOff || now.getTime() - turn.at.getTime() < DROP_OFF_QUIET_MS) continue;
    const topic = turn.asked === null ? 'nothing' : isDropOffTopic(turn.asked) ? turn.asked : null;
    if (topic) counts.set(topic, (counts.get(topic) ?? 0) + 1);
  }
  return DROP_OFF_TOPICS.filter((topic) => counts.has(topic))
    .map((topic) => ({ topic, conversations: counts.get(topic)! }))
    .sort((a, b) => b.conversations - a.conversations);
}

function inquiriesPerWeekOf(
  facts: readonly ConversationFacts[],
  from: Date,
  to: Date,
): Insights['inquiriesPerWeek'] {
  const weeks = new Map<number, Record<ClientSource, number>>();
  for (let week = mondayOf(from).getTime(); week < to.getTime(); week += WEEK_MS)
    weeks.set(week, zeroPerSource());
  for (const fact of facts) weeks.get(mondayOf(fact.createdAt).getTime())![fact.source] += 1;
  return [...weeks].map(([week, bySource]) => ({
    week: utcDay(new Date(week)),
    total: Object.values(bySource).reduce((sum, n) => sum + n, 0),
    bySource,
  }));
}

/**
 * The artist's advanced analytics (issue #27 item 9, decision 071) for the conversations begun in the range
 * ending `now`: sources, the funnel with deposits, drop-off by question, response times, inquiries per week.
 * The caller checks the plan (requireFeature).
 */
export async function getInsights({
  db,
  artistId,
  demoArtistId,
  timeRange,
  now,
}: {
  db: Db;
  artistId: string;
  demoArtistId: string;
  timeRange: TimeRange;
  now: Date;
}): Promise<Insights> {
  const period = periodsOf(timeRange, now).current;
  const [facts, assistant, artist, [settings]] = await Promise.all([
    findConversationFacts({ db, artistId, demoArtistId, period }),
    assistantResponseTimes({ db, artistId, period }),
    artistResponseTimes({ db, artistId, period }),
    db
      .select({ currency: availabilitySettings.currency })
      .from(availabilitySettings)
      .where(eq(availabilitySettings.artistId, artistId)),
  ]);
  return {
    range: { from: period.from.toISOString(), to: period.to.toISOString() },
    // The column's default, for an artist who never opened the availability settings.
    currency: settings?.currency ?? 'usd',
    sources: sourcesOf(facts),
    funnel: funnelOf(facts),
    dropOff: dropOffOf(facts, now),
    responseTimes: { assistant, artist },
    inquiriesPerWeek: inquiriesPerWeekOf(facts, period.from, period.to),
  };
}
