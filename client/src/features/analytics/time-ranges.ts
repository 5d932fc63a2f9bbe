import type { TimeRange } from '#common/constants/analytics.ts';

/** How each spec §9 range reads: on its button, and after "vs previous". */
export const TIME_RANGE_COPY: Record<TimeRange, { label: string; period: string }> = {
  '7d': { label: 'Last 7 days', period: '7 days' },
  '30d': { label: 'Last 30 days', period: '30 days' },
  '90d': { label: 'Last 90 days', period: '90 days' },
  '1y': { label: 'Last year', period: 'year' },
};
