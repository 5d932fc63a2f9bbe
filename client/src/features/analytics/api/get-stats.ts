import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import type { TimeRange } from '#common/constants/analytics.ts';
import { statsSchema } from '#common/contracts/analytics.ts';

/** Spec §7 GET /api/admin/stats?timeRange; the last range's numbers stay on screen while the next loads. */
export function getStatsQueryOptions(timeRange: TimeRange) {
  const url = `/api/admin/stats?timeRange=${timeRange}`;
  // One segment: the spec §7 key-joins-into-URL rule would otherwise put a '/' before the '?'.
  return queryOptions({
    queryKey: [url],
    queryFn: () => getJson(url, statsSchema),
    placeholderData: keepPreviousData,
  });
}
