import { formatMoney } from '#client/lib/format-money.ts';
import type { TimeRange } from '#common/constants/analytics.ts';
import type { Insights } from '#common/contracts/insights.ts';
import { formatShare } from '../insight-format.ts';
import { BarList } from './bar-list.tsx';
import { InsightCard } from './insight-card.tsx';

/** Decision 071: conversation → qualified → times offered → booked → completed, and the deposits paid. */
export function InsightsFunnel({ insights, timeRange }: { insights: Insights; timeRange: TimeRange }) {
  const { funnel, currency } = insights;
  const stages = [
    { key: 'conversations', label: 'Conversations', value: funnel.conversations },
    { key: 'qualified', label: 'Qualified (high or medium fit)', value: funnel.qualified },
    { key: 'offered', label: 'Times offered', value: funnel.offered },
    { key: 'booked', label: 'Booked', value: funnel.booked },
    { key: 'completed', label: 'Session done', value: funnel.completed },
  ];
  return (
    <InsightCard
      table="funnel"
      timeRange={timeRange}
      title="Funnel"
      description="How far the clients who wrote in this period got, as a share of all their conversations."
    >
      <div className="grid gap-5">
        <BarList
          scale={funnel.conversations}
          bars={stages.map((stage) => ({
            ...stage,
            detail: `${stage.value.toLocaleString('en-US')} · ${formatShare(stage.value, funnel.conversations)}`,
          }))}
        />
        <p className="flex items-baseline justify-between gap-3 border-t border-ink-700 pt-4">
          <span className="text-sm font-semibold text-mist">Deposits paid</span>
          <span className="text-2xl font-black tabular-nums">
            {formatMoney(funnel.depositCents, currency)}
          </span>
        </p>
      </div>
    </InsightCard>
  );
}
