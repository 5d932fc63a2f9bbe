import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { DEFAULT_TIME_RANGE, type TimeRange } from '#common/constants/analytics.ts';
import { getStatsQueryOptions } from '../api/get-stats.ts';
import { getStatsTrendsQueryOptions } from '../api/get-stats-trends.ts';
import { ActivityBreakdown } from './activity-breakdown.tsx';
import { LeadsPerDayChart } from './leads-per-day-chart.tsx';
import { MetricCards } from './metric-cards.tsx';
import { RecentActivity } from './recent-activity.tsx';
import { TimeRangePicker } from './time-range-picker.tsx';

/** Spec §2 Analytics tab: time range selector, metric cards, leads per day, activity breakdown, recent activity. */
export function AnalyticsPanel() {
  const [timeRange, setTimeRange] = useState<TimeRange>(DEFAULT_TIME_RANGE);
  const stats = useQuery(getStatsQueryOptions(timeRange));
  const trends = useQuery(getStatsTrendsQueryOptions(timeRange));
  const isUpdating = stats.isPlaceholderData || trends.isPlaceholderData;

  return (
    <section aria-labelledby="analytics-heading" className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <h2 id="analytics-heading" className="text-2xl font-bold tracking-tight">
            Analytics
          </h2>
          {isUpdating ? <Spinner className="size-5 border-2" /> : null}
        </div>
        <TimeRangePicker value={timeRange} onChange={setTimeRange} />
      </div>
      {stats.isError ? (
        <p className="rounded-2xl border border-ink-700 p-6 text-center text-rose-300">
          Error loading analytics. Please try again.
        </p>
      ) : !stats.data ? (
        <div role="status" aria-label="Loading analytics" className="flex justify-center py-16">
          <Spinner />
        </div>
      ) : (
        <div className="grid gap-6" aria-busy={isUpdating}>
          <MetricCards stats={stats.data} trends={trends.data} timeRange={timeRange} />
          {trends.data ? <LeadsPerDayChart days={trends.data.leadsPerDay} /> : null}
          <div className="grid gap-6 lg:grid-cols-2">
            <ActivityBreakdown
              eventCounts={stats.data.analytics.eventCounts}
              total={stats.data.analytics.totalEvents}
            />
            <RecentActivity events={stats.data.analytics.events} />
          </div>
        </div>
      )}
    </section>
  );
}
