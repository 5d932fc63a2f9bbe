import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { formatDateTime } from '#client/lib/format-date-time.ts';
import { SESSION_ID_DISPLAY_LENGTH } from '#common/constants/analytics.ts';
import type { AnalyticsEvent } from '#common/contracts/analytics.ts';
import { eventLabel } from '../event-labels.ts';

/** Spec §2 recent activity: the latest events of the range, each session id cut to 8 characters (§9). */
export function RecentActivity({ events }: { events: AnalyticsEvent[] }) {
  return (
    <Card aria-labelledby="recent-activity-title">
      <CardHeader>
        <CardTitle id="recent-activity-title">Recent activity</CardTitle>
      </CardHeader>
      <CardContent>
        {events.length === 0 ? (
          <p className="text-mist">No activity in this period.</p>
        ) : (
          <ol className="grid divide-y divide-ink-700">
            {events.map((event) => (
              <li
                key={event.id}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5"
              >
                <span className="font-semibold">{eventLabel(event.eventType)}</span>
                <span className="flex gap-3 text-sm text-mist">
                  <span className="font-mono" title="Session">
                    {event.sessionId.slice(0, SESSION_ID_DISPLAY_LENGTH)}
                  </span>
                  <time dateTime={event.timestamp}>{formatDateTime(event.timestamp)}</time>
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
