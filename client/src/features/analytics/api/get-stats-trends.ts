import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import type { TimeRange } from '#common/constants/analytics.ts';
import { statsTrendsSchema } from '#common/contracts/analytics.ts';

/** The previous period and leads per day (GET /api/admin/stats/trends), for the changes and the chart. */
export function getStatsTrendsQueryOptions(timeRange: TimeRange) {
  const url = `/api/admin/stats/trends?timeRange=${timeRange}`;
  return queryOptions({
    queryKey: [url],
    queryFn: () => getJson(url, statsTrendsSchema),
    placeholderData: keepPreviousData,
  });
}
