import { cn } from '#client/lib/cn.ts';
import type { TimeRange } from '#common/constants/analytics.ts';
import type { Stats, StatsTrends } from '#common/contracts/analytics.ts';
import {
  countChange,
  formatChange,
  leadConversionRate,
  type MetricChange,
  rateChange,
} from '../metric-change.ts';
import { TIME_RANGE_COPY } from '../time-ranges.ts';

const DIRECTION_CLASSES = { up: 'text-emerald-300', down: 'text-rose-300', flat: 'text-mist' } as const;

const formatCount = (value: number) => value.toLocaleString('en-US');
const formatRate = (rate: number | null) => (rate === null ? '–' : `${rate.toFixed(1)}%`);

/**
 * Spec §2 metric cards, with spec §9's conversion rate (high-fit ÷ all leads), each against the previous
 * period of the same length (docs/decisions/008). Changes wait for the trends call.
 */
export function MetricCards({
  stats,
  trends,
  timeRange,
}: {
  stats: Stats;
  trends: StatsTrends | undefined;
  timeRange: TimeRange;
}) {
  const { leads, analytics } = stats;
  const previous = trends?.previous;
  const rate = leadConversionRate(leads);
  const cards: Array<{ label: string; value: string; change: MetricChange | undefined; detail: string }> = [
    {
      label: 'Total Leads',
      value: formatCount(leads.total),
      change: previous && countChange(leads.total, previous.leads.total),
      detail: `${leads.highFit} high · ${leads.mediumFit} medium · ${leads.lowFit} low`,
    },
    {
      label: 'High-Fit Leads',
      value: formatCount(leads.highFit),
      change: previous && countChange(leads.highFit, previous.leads.highFit),
      detail: 'Leads scored a high fit',
    },
    {
      label: 'Conversion Rate',
      value: formatRate(rate),
      change: previous && rateChange(rate, leadConversionRate(previous.leads)),
      detail: 'High-fit leads ÷ all leads',
    },
    {
      label: 'Total Events',
      value: formatCount(analytics.totalEvents),
      change: previous && countChange(analytics.totalEvents, previous.totalEvents),
      detail: `${Object.keys(analytics.eventCounts).length} event types`,
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      {cards.map(({ label, value, change, detail }) => {
        const shown = change ? formatChange(change) : null;
        return (
          <div
            key={label}
            className="grid content-start gap-1 rounded-2xl border border-ink-700 bg-ink-900/80 p-4 sm:p-5"
          >
            <dt className="text-sm font-semibold text-mist">{label}</dt>
            <dd className="text-2xl font-black tabular-nums sm:text-3xl">{value}</dd>
            <dd className="text-xs text-mist sm:text-sm">
              {shown ? (
                <>
                  <span className={cn('font-bold', DIRECTION_CLASSES[shown.direction])}>{shown.text}</span> vs
                  previous {TIME_RANGE_COPY[timeRange].period}
                </>
              ) : (
                'Comparing…'
              )}
            </dd>
            <dd className="text-xs text-mist/80">{detail}</dd>
          </div>
        );
      })}
    </dl>
  );
}
