import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/types.ts';
import type { ArtistEvent } from './notification-job-payloads.ts';

/**
 * Queues the artist's notification for an event (a lead saved or re-scored, a thread asking for a human): the
 * notify-artist job checks their settings and queues the email, so the caller's request or job is not slowed
 * by it. An event already waiting to be handled is not queued twice. With `tx`, the job commits with the
 * caller's effect.
 */
export async function notifyArtist(jobs: JobQueue, event: ArtistEvent, tx?: Db): Promise<void> {
  const subject =
    event.kind === 'lead-saved'
      ? event.leadId
      : `${'threadId' in event ? event.threadId : event.leadId}:${event.requestedAt}`;
  await jobs.send('notify-artist', event, { singletonKey: `${event.kind}:${subject}`, tx });
}
