import { z } from 'zod';
import { DEFAULT_TIME_RANGE, TIME_RANGES } from '../constants/analytics.ts';

/** Spec §7 `GET /api/admin/stats?timeRange`: one of 7d, 30d, 90d, 1y; 30d when left out (spec §9). */
export const statsQuerySchema = z.strictObject({
  timeRange: z
    .enum(TIME_RANGES, { error: `timeRange must be one of: ${TIME_RANGES.join(', ')}` })
    .default(DEFAULT_TIME_RANGE),
});

const leadCountsSchema = z.object({
  total: z.number().int(),
  highFit: z.number().int(),
  mediumFit: z.number().int(),
  lowFit: z.number().int(),
});
export type LeadCounts = z.infer<typeof leadCountsSchema>;

/** Spec §3 Analytics event. */
const analyticsEventSchema = z.object({
  id: z.string(),
  eventType: z.string(),
  sessionId: z.string(),
  properties: z.record(z.string(), z.unknown()),
  timestamp: z.string(),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/**
 * Spec §3 Stats response, exactly: lead counts by fit and event counts by type over the range, and `events`,
 * the latest 10 events of the range (what the recent-activity list shows). Test conversations are left out.
 */
export const statsSchema = z.object({
  leads: leadCountsSchema,
  analytics: z.object({
    eventCounts: z.record(z.string(), z.number().int()),
    totalEvents: z.number().int(),
    events: z.array(analyticsEventSchema),
  }),
});
export type Stats = z.infer<typeof statsSchema>;

/**
 * `GET /api/admin/stats/trends?timeRange`: what the cards and the chart need beyond the spec's response, kept
 * apart so that one stays exactly as specified. `previous` covers the period of the same length just before
 * the range (real change percentages, docs/decisions/008); `leadsPerDay` has every UTC day of the range.
 */
export const statsTrendsSchema = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  previous: z.object({ leads: leadCountsSchema, totalEvents: z.number().int() }),
  leadsPerDay: z.array(
    z.object({
      /** YYYY-MM-DD, UTC. */
      day: z.string(),
      high: z.number().int(),
      medium: z.number().int(),
      low: z.number().int(),
    }),
  ),
});
export type StatsTrends = z.infer<typeof statsTrendsSchema>;
