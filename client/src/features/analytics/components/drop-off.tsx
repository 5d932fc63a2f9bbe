import type { TimeRange } from '#common/constants/analytics.ts';
import type { Insights } from '#common/contracts/insights.ts';
import { DROP_OFF_LABELS, formatShare } from '../insight-format.ts';
import { BarList } from './bar-list.tsx';
import { InsightCard } from './insight-card.tsx';

/** Decision 071: the assistant's last question before a client went quiet for a day without becoming a lead. */
export function DropOff({ insights, timeRange }: { insights: Insights; timeRange: TimeRange }) {
  const total = insights.dropOff.reduce((sum, row) => sum + row.conversations, 0);
  return (
    <InsightCard
      table="drop-off"
      timeRange={timeRange}
      title="Where clients drop off"
      description="What the assistant had just asked when a client stopped answering (quiet a day, no lead)."
    >
      {total === 0 ? (
        <p className="text-mist">No client went quiet in this period.</p>
      ) : (
        <BarList
          bars={insights.dropOff.map(({ topic, conversations }) => ({
            key: topic,
            label: DROP_OFF_LABELS[topic],
            value: conversations,
            detail: `${conversations.toLocaleString('en-US')} · ${formatShare(conversations, total)}`,
          }))}
        />
      )}
    </InsightCard>
  );
}
