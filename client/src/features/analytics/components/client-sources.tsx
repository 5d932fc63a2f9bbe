import type { TimeRange } from '#common/constants/analytics.ts';
import type { Insights } from '#common/contracts/insights.ts';
import { formatShare, SOURCE_LABELS } from '../insight-format.ts';
import { BarList } from './bar-list.tsx';
import { InsightCard } from './insight-card.tsx';

/** Decision 071: where the period's conversations began, and how many of each source qualified and booked. */
export function ClientSources({ insights, timeRange }: { insights: Insights; timeRange: TimeRange }) {
  const total = insights.funnel.conversations;
  // The landing demo is only ever the demo artist's: an artist who has none sees no empty row for it.
  const shown = insights.sources.filter(
    ({ source, conversations }) => source !== 'landing' || conversations > 0,
  );
  return (
    <InsightCard
      table="sources"
      timeRange={timeRange}
      title="Where clients come from"
      description="Conversations begun in this period, by where the client first wrote."
    >
      <BarList
        bars={shown.map(({ source, conversations, qualified, booked }) => ({
          key: source,
          label: SOURCE_LABELS[source],
          value: conversations,
          detail: `${conversations.toLocaleString('en-US')} · ${formatShare(conversations, total)}`,
          note: `${qualified} qualified · ${booked} booked`,
        }))}
      />
    </InsightCard>
  );
}
