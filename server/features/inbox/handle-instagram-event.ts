import type { Db } from '../../db/client.ts';
import type { InstagramAccountRow } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/types.ts';
import type { InstagramEvent } from '../instagram/webhook-events.ts';

export interface HandleInstagramEventInput {
  db: Db;
  jobs: JobQueue;
  /** The connected account `entry.id` routed the event to; its artist is `account.artistId`. */
  account: InstagramAccountRow;
  event: InstagramEvent;
}

/**
 * The inbox's entry point for one webhook event (H6 owns this file): threads, consultation replies, the 24 h
 * window and human takeover. Called once per event by the 'instagram-webhook' job.
 */
export async function handleInstagramEvent(_input: HandleInstagramEventInput): Promise<void> {}
