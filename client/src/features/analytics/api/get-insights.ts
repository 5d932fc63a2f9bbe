import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import type { TimeRange } from '#common/constants/analytics.ts';
import { type InsightTable, insightsSchema } from '#common/contracts/insights.ts';

/** GET /api/insights?timeRange (decision 071); the last range's figures stay on screen while the next loads. */
export function getInsightsQueryOptions(timeRange: TimeRange) {
  const url = `/api/insights?timeRange=${timeRange}`;
  return queryOptions({
    queryKey: [url],
    queryFn: () => getJson(url, insightsSchema),
    placeholderData: keepPreviousData,
  });
}

/** Where one of the tab's tables downloads as CSV (the browser follows it with the session cookie). */
export const insightsCsvUrl = (table: InsightTable, timeRange: TimeRange) =>
  `/api/insights/export.csv?timeRange=${timeRange}&table=${table}`;
