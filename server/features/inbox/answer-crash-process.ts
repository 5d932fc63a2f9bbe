/**
 * The app's webhook pipeline in a process of its own, for the kill -9 test of a DM's reply
 * (answer-crash.test.ts, decision 027). It queues one stored delivery (BODY, as the webhook route does after
 * its 200), processes it with the real 'instagram-webhook' handler, and answers with a handler that says
 * `answering <messageId>` and never finishes: the test kills the process there, after the DM is stored and
 * before any reply exists. Environment: DATA_DIR (PGlite) and BODY.
 */
import pino from 'pino';
import { openDatabase } from '../../db/client.ts';
import { createJobQueue } from '../../jobs/create-job-queue.ts';
import { processInstagramWebhook } from './process-instagram-webhook.ts';
import './inbox-job-payloads.ts';
import '../instagram/instagram-job-payloads.ts';

const database = openDatabase({ dataDir: process.env.DATA_DIR });
const jobs = await createJobQueue({ connection: database.connection, pollingIntervalSeconds: 0.5 });
const log = pino({ level: 'silent' });
await jobs.work('instagram-answer', async ({ messageId }) => {
  console.log(`answering ${messageId}`);
  // Held here until the kill.
  await new Promise(() => {});
});
await jobs.work('instagram-webhook', ({ body, receivedAt }) =>
  processInstagramWebhook({ db: database.db, jobs, log, body, receivedAt: new Date(receivedAt) }),
);
await jobs.send('instagram-webhook', {
  body: JSON.parse(process.env.BODY!),
  receivedAt: new Date().toISOString(),
});
console.log('acknowledged');
