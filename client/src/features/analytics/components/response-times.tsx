import type { TimeRange } from '#common/constants/analytics.ts';
import type { Durations, Insights } from '#common/contracts/insights.ts';
import { formatDuration } from '../insight-format.ts';
import { InsightCard } from './insight-card.tsx';

function DurationFigures({
  who,
  durations,
  measuredAs,
}: {
  who: string;
  durations: Durations;
  measuredAs: string;
}) {
  return (
    <div className="grid content-start gap-2 rounded-xl border border-ink-700 bg-ink-950/40 p-4">
      <h3 className="text-sm font-semibold text-mist">{who}</h3>
      <dl className="grid grid-cols-2 gap-3">
        <div>
          <dt className="text-xs text-mist">Median</dt>
          <dd className="text-2xl font-black tabular-nums">{formatDuration(durations.medianSeconds)}</dd>
        </div>
        <div>
          <dt className="text-xs text-mist">9 in 10 within</dt>
          <dd className="text-2xl font-black tabular-nums">{formatDuration(durations.p90Seconds)}</dd>
        </div>
      </dl>
      <p className="text-xs text-mist">
        {durations.measured.toLocaleString('en-US')} {measuredAs}
      </p>
    </div>
  );
}

/** Decision 071: the assistant's reply time and the artist's first action on a lead, median and 90th percentile. */
export function ResponseTimes({ insights, timeRange }: { insights: Insights; timeRange: TimeRange }) {
  const { assistant, artist } = insights.responseTimes;
  return (
    <InsightCard
      table="response-times"
      timeRange={timeRange}
      title="Response times"
      description="The assistant: a client's message to its reply. You: a new lead to your first offer of times, decline or Instagram reply."
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <DurationFigures who="Assistant" durations={assistant} measuredAs="replies" />
        <DurationFigures
          who="You"
          durations={artist}
          measuredAs={`leads answered · ${artist.waiting.toLocaleString('en-US')} still waiting`}
        />
      </div>
    </InsightCard>
  );
}
