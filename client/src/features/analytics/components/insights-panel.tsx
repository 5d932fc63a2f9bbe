import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PlanRequiredNotice } from '#client/components/billing/plan-required-notice.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { planRequiredOf } from '#client/lib/plan-required.ts';
import { DEFAULT_TIME_RANGE, type TimeRange } from '#common/constants/analytics.ts';
import { getInsightsQueryOptions } from '../api/get-insights.ts';
import { ClientSources } from './client-sources.tsx';
import { DropOff } from './drop-off.tsx';
import { InquiriesPerWeekChart } from './inquiries-per-week-chart.tsx';
import { InsightsFunnel } from './insights-funnel.tsx';
import { ResponseTimes } from './response-times.tsx';
import { TimeRangePicker } from './time-range-picker.tsx';

/**
 * The artist's Insights tab (issue #27 item 9, decision 071): sources, the funnel with deposits, drop-off,
 * response times and inquiries per week for a spec §9 time range, each with its CSV. Professional and up;
 * on another plan the server's 402 says so, with the upgrade.
 */
export function InsightsPanel() {
  const [timeRange, setTimeRange] = useState<TimeRange>(DEFAULT_TIME_RANGE);
  const insights = useQuery(getInsightsQueryOptions(timeRange));
  // On a plan without advanced analytics the range changes nothing: the picker goes with the figures.
  const isPlanRequired = planRequiredOf(insights.error) !== null;

  return (
    <section aria-labelledby="insights-heading" className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <h2 id="insights-heading" className="text-2xl font-bold tracking-tight">
            Insights
          </h2>
          {insights.isPlaceholderData ? <Spinner className="size-5 border-2" /> : null}
        </div>
        {isPlanRequired ? null : <TimeRangePicker value={timeRange} onChange={setTimeRange} />}
      </div>
      {insights.isError ? (
        <PlanRequiredNotice
          error={insights.error}
          fallback={
            <p className="rounded-2xl border border-ink-700 p-6 text-center text-rose-300">
              Error loading insights. Please try again.
            </p>
          }
        />
      ) : !insights.data ? (
        <div role="status" aria-label="Loading insights" className="flex justify-center py-16">
          <Spinner />
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2" aria-busy={insights.isPlaceholderData}>
          <InsightsFunnel insights={insights.data} timeRange={timeRange} />
          <ClientSources insights={insights.data} timeRange={timeRange} />
          <div className="lg:col-span-2">
            <InquiriesPerWeekChart insights={insights.data} timeRange={timeRange} />
          </div>
          <DropOff insights={insights.data} timeRange={timeRange} />
          <ResponseTimes insights={insights.data} timeRange={timeRange} />
        </div>
      )}
    </section>
  );
}
