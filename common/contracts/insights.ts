import { z } from 'zod';
import { BRIEF_FIELDS } from '../domain/consultation/brief.ts';
import { statsQuerySchema } from './analytics.ts';

/**
 * Where a client's conversation began (decision 071): the landing page's demo chat, the artist's own page, the
 * website widget on the artist's own site (decision 074), or Instagram: a DM, the DM after the private reply to a
 * comment, or a reply to a story.
 */
export const CLIENT_SOURCES = [
  'landing',
  'artist_page',
  'widget',
  'instagram_dm',
  'instagram_comment',
  'instagram_story',
] as const;
export type ClientSource = (typeof CLIENT_SOURCES)[number];

/** What the assistant last asked before a client went quiet: a brief field, the 18+ check, or nothing. */
export const DROP_OFF_TOPICS = [...BRIEF_FIELDS, 'age', 'nothing'] as const;
export type DropOffTopic = (typeof DROP_OFF_TOPICS)[number];

/** The tables of the Insights tab, each downloadable as CSV. */
export const INSIGHT_TABLES = ['sources', 'funnel', 'drop-off', 'response-times', 'weekly'] as const;
export type InsightTable = (typeof INSIGHT_TABLES)[number];

/** `GET /api/insights?timeRange`: the spec §9 ranges of the admin stats, 30d when left out. */
export const insightsQuerySchema = statsQuerySchema;

/** `GET /api/insights/export.csv?timeRange&table`: one of the tab's tables as CSV. */
export const insightsCsvQuerySchema = statsQuerySchema.extend({
  table: z.enum(INSIGHT_TABLES, { error: `table must be one of: ${INSIGHT_TABLES.join(', ')}` }),
});

const count = z.number().int();
/** Seconds, or null when nothing was measured. */
const seconds = z.number().nullable();

const durationsSchema = z.object({
  /** How many were measured. */
  measured: count,
  medianSeconds: seconds,
  p90Seconds: seconds,
});
export type Durations = z.infer<typeof durationsSchema>;

/**
 * `GET /api/insights` (issue #27 item 9, decision 071): the artist's advanced analytics for the conversations
 * that began in the range. Professional and up; 402 PLAN_REQUIRED otherwise.
 */
export const insightsSchema = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  /** The artist's deposit currency, ISO 4217 lower case (availability settings). */
  currency: z.string(),
  /** Every source, in CLIENT_SOURCES order: its conversations, leads of high or medium fit, and bookings. */
  sources: z.array(
    z.object({ source: z.enum(CLIENT_SOURCES), conversations: count, qualified: count, booked: count }),
  ),
  /** Each stage counts the conversations that reached it or a later one, so the funnel never widens. */
  funnel: z.object({
    conversations: count,
    qualified: count,
    offered: count,
    booked: count,
    completed: count,
    /** Deposits paid on these clients' bookings, in cents of `currency`. */
    depositCents: count,
  }),
  /** Conversations that went quiet after the assistant's question, by what it asked; most first, zeros left out. */
  dropOff: z.array(z.object({ topic: z.enum(DROP_OFF_TOPICS), conversations: count })),
  responseTimes: z.object({
    /** A client's message (the first of those it answers) to the assistant's reply. */
    assistant: durationsSchema,
    /** A lead's creation to the artist's first offer of times, decline, or Instagram reply. */
    artist: durationsSchema.extend({ waiting: count }),
  }),
  /** Conversations begun per week (Monday, UTC), by source; every week of the range, the first one partial. */
  inquiriesPerWeek: z.array(
    z.object({
      /** YYYY-MM-DD, the Monday the week starts on. */
      week: z.string(),
      total: count,
      bySource: z.record(z.enum(CLIENT_SOURCES), count),
    }),
  ),
});
export type Insights = z.infer<typeof insightsSchema>;
