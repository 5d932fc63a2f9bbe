import type { JobHandler, JobName, WorkOptions } from '../../jobs/types.ts';
import type { InstagramSetup } from '../../providers/instagram/create-instagram-setup.ts';
import './inbox-job-payloads.ts';
import { type AnswerDeps, answerClientMessage } from './answer-client-message.ts';
import { processInstagramWebhook } from './process-instagram-webhook.ts';
import { sendCommentReply } from './send-comment-reply.ts';
import { sendInstagramReply } from './send-instagram-reply.ts';

/**
 * The inbox's webhook intake, answerer and senders; without Instagram (decision 016) nothing can be sent, so nothing is
 * registered. One answer at a time per process: a thread's messages are answered in order, and on PGlite a
 * second slot would only wait for the same connection.
 */
export async function registerInboxJobs({
  work,
  instagram,
  ...deps
}: Omit<AnswerDeps, 'instagram'> & {
  work: <N extends JobName>(name: N, handler: JobHandler<N>, options?: WorkOptions) => Promise<void>;
  instagram: InstagramSetup | undefined;
}): Promise<void> {
  if (!instagram) return;
  const { db, clock } = deps;
  await work('instagram-answer', ({ artistId, messageId }, job) =>
    answerClientMessage({ ...deps, instagram }, { artistId, messageId, job }),
  );
  await work(
    'instagram-send',
    ({ artistId, messageIds }, job) =>
      sendInstagramReply({ db, instagram, clock, artistId, messageIds, job }),
    { concurrency: 4 },
  );
  await work('instagram-comment-reply', ({ artistId, commentId }, job) =>
    sendCommentReply({ db, instagram, clock, artistId, commentId, job }),
  );
  // Last: answering a delivery queues the jobs above. Deliveries stored while Instagram was on wait for it.
  await work('instagram-webhook', ({ body, receivedAt }) =>
    processInstagramWebhook({ db, jobs: deps.jobs, log: deps.log, body, receivedAt: new Date(receivedAt) }),
  );
}
