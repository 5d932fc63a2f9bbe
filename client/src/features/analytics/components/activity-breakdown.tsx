import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { ACTIVITY_BREAKDOWN_SIZE } from '#common/constants/analytics.ts';
import { eventLabel } from '../event-labels.ts';
import { BarList } from './bar-list.tsx';

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
  return (
    <Card aria-labelledby="activity-breakdown-title">
      <CardHeader>
        <CardTitle id="activity-breakdown-title">Activity breakdown</CardTitle>
      </CardHeader>
      <CardContent>
        {top.length === 0 ? (
          <p className="text-mist">No activity in this period.</p>
        ) : (
          <BarList
            bars={top.map(([eventType, count]) => ({
              key: eventType,
              label: eventLabel(eventType),
              value: count,
              detail: `${count.toLocaleString('en-US')} · ${total ? Math.round((count / total) * 100) : 0}%`,
            }))}
          />
        )}
      </CardContent>
    </Card>
  );
}
