import { formatDateTime } from '#client/lib/format-date-time.ts';
import type { WebhookDelivery } from '#common/contracts/webhooks.ts';

const timeOfDay = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

/** "at 4:35 PM" today, else the date and time: most retries are minutes away. */
function whenNext(iso: string, now: number): string {
  const next = new Date(iso);
  return next.toDateString() === new Date(now).toDateString()
    ? `at ${timeOfDay.format(next)}`
    : formatDateTime(iso);
}

/** A delivery's state as the log says it: delivered, failed for good, or when it is tried next. */
export function deliveryStateOf(delivery: WebhookDelivery, now = Date.now()): string {
  if (delivery.status === 'delivered') return 'Delivered';
  if (delivery.status === 'failed') return `Failed after ${delivery.attempts} attempts`;
  if (delivery.attempts === 0) return 'Sending…';
  const next = delivery.nextAttemptAt ? new Date(delivery.nextAttemptAt).getTime() : now;
  return next <= now ? 'Retrying now' : `Retrying ${whenNext(delivery.nextAttemptAt!, now)}`;
}

/** What the receiver answered on the last attempt, and how fast: "200 · 84 ms", "No answer · 10000 ms". */
export function responseOf(delivery: WebhookDelivery): string | null {
  if (delivery.attempts === 0) return null;
  const status = delivery.responseStatus === null ? 'No answer' : String(delivery.responseStatus);
  return delivery.responseTimeMs === null ? status : `${status} · ${delivery.responseTimeMs} ms`;
}
