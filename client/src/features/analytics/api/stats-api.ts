import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TimeRange } from '#common/constants/analytics.ts';
import type { Stats, StatsTrends } from '#common/contracts/analytics.ts';

// One-segment keys: the default query function joins segments with '/', which would put one before the '?'.

/** Spec §7 GET /api/admin/stats?timeRange; the last range's numbers stay on screen while the next loads. */
export function useStats(timeRange: TimeRange) {
  return useQuery<Stats>({
    queryKey: [`/api/admin/stats?timeRange=${timeRange}`],
    placeholderData: keepPreviousData,
  });
}

/** The previous period and leads per day (GET /api/admin/stats/trends), for the changes and the chart. */
export function useStatsTrends(timeRange: TimeRange) {
  return useQuery<StatsTrends>({
    queryKey: [`/api/admin/stats/trends?timeRange=${timeRange}`],
    placeholderData: keepPreviousData,
  });
}
