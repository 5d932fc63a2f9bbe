import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { ACTIVITY_BREAKDOWN_SIZE } from '#common/constants/analytics.ts';
import { eventLabel } from '../event-labels.ts';

/** Spec §2 activity breakdown: the spec §9 top 6 event types of the range, with their share of all events. */
export function ActivityBreakdown({
  eventCounts,
  total,
}: {
  eventCounts: Record<string, number>;
  total: number;
}) {
  const top = Object.entries(eventCounts)
    .sort(([, a], [, b]) => b - a)
    .slice(0, ACTIVITY_BREAKDOWN_SIZE);
  const largest = top[0]?.[1] ?? 0;
  return (
    <Card aria-labelledby="activity-breakdown-title">
      <CardHeader>
        <CardTitle id="activity-breakdown-title">Activity breakdown</CardTitle>
      </CardHeader>
      <CardContent>
        {top.length === 0 ? (
          <p className="text-mist">No activity in this period.</p>
        ) : (
          <ul className="grid gap-4">
            {top.map(([eventType, count]) => (
              <li key={eventType} className="grid gap-1.5">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="font-semibold">{eventLabel(eventType)}</span>
                  <span className="tabular-nums text-mist">
                    {count.toLocaleString('en-US')} · {total ? Math.round((count / total) * 100) : 0}%
                  </span>
                </div>
                <div className="h-2 overflow-hidden rounded-full bg-ink-700" aria-hidden="true">
                  <div
                    className="h-full rounded-full bg-accent"
                    style={{ width: `${(count / largest) * 100}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
