import type { Db } from '../../db/client.ts';
import type { JobHandler, JobName, WorkOptions } from '../../jobs/types.ts';
import type { InstagramSetup } from '../../providers/instagram/create-instagram-setup.ts';
import './inbox-job-payloads.ts';
import { type Clock, systemClock } from '../../lib/clock.ts';
import { sendCommentReply } from './send-comment-reply.ts';
import { sendInstagramReply } from './send-instagram-reply.ts';

/** The inbox's senders; without Instagram (decision 016) nothing can be sent, so nothing is registered. */
export async function registerInboxJobs({
  work,
  db,
  instagram,
  clock = systemClock,
}: {
  work: <N extends JobName>(name: N, handler: JobHandler<N>, options?: WorkOptions) => Promise<void>;
  db: Db;
  instagram: InstagramSetup | undefined;
  clock?: Clock;
}): Promise<void> {
  if (!instagram) return;
  await work(
    'instagram-send',
    ({ artistId, messageIds }, job) =>
      sendInstagramReply({ db, instagram, clock, artistId, messageIds, job }),
    { concurrency: 4 },
  );
  await work('instagram-comment-reply', ({ artistId, commentId }) =>
    sendCommentReply({ db, instagram, artistId, commentId }),
  );
}
