import type { FastifyBaseLogger } from 'fastify';
import type { SessionPolicy } from '../auth/session-store.ts';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import { registerAccountJobs } from '../features/account/register-account-jobs.ts';
import { registerBillingJobs } from '../features/billing/register-billing-jobs.ts';
import { registerBookingJobs } from '../features/booking/register-booking-jobs.ts';
import {
  DELETE_ABANDONED_CHAT_IMAGES_CRON,
  deleteAbandonedChatImagesJob,
} from '../features/chat/delete-abandoned-chat-images.ts';
import type { NextOpenSlot } from '../features/consultation/studio-routing.ts';
import { registerInboxJobs } from '../features/inbox/register-inbox-jobs.ts';
import { registerInstagramJobs } from '../features/instagram/register-instagram-jobs.ts';
import { registerMailJobs } from '../features/mail/register-mail-jobs.ts';
import { registerNotificationJobs } from '../features/notifications/register-notification-jobs.ts';
import { registerSmsJobs } from '../features/sms/register-sms-jobs.ts';
import { registerWaitlistJobs } from '../features/waitlist/register-waitlist-jobs.ts';
import type { UrlPolicy } from '../features/webhooks/check-webhook-url.ts';
import { registerWebhookJobs } from '../features/webhooks/register-webhook-jobs.ts';
import type { Clock } from '../lib/clock.ts';
import type { TokenCipher } from '../lib/token-cipher.ts';
import type { AiImageMetadataProvider, AiTextProvider } from '../providers/ai/types.ts';
import type { InstagramSetup } from '../providers/instagram/create-instagram-setup.ts';
import type { MailTransport } from '../providers/mail/types.ts';
import { createSmsTransport } from '../providers/sms/create-sms-transport.ts';
import type { ObjectStorage } from '../providers/storage/types.ts';
import { PORTFOLIO_METADATA_CONCURRENCY, portfolioMetadataJob } from './portfolio-metadata-job.ts';
import { PRUNE_EXPIRED_RECORDS_CRON, pruneExpiredRecordsJob } from './prune-expired-records.ts';
import type { JobHandler, JobName, JobQueue, WorkOptions } from './types.ts';

export interface JobHandlerDeps {
  jobs: JobQueue;
  db: Db;
  storage: ObjectStorage;
  policy: SessionPolicy;
  imageMetadataProvider: AiImageMetadataProvider;
  /** The configured text model (AI_PROVIDER=openai) Instagram replies use, as web chat does; decision 027. */
  textProvider?: AiTextProvider;
  /** Undefined when Instagram is off (decision 016). */
  instagram: InstagramSetup | undefined;
  log: FastifyBaseLogger;
  clock: Clock;
  /** Where emails go (SMTP_URL or the local outbox), their From (MAIL_FROM), and APP_URL for links; decision 020. */
  mail: { transport: MailTransport; from: string; appUrl: string };
  /** The parsed environment, for jobs that build absolute links (request pages: APP_URL, REQUEST_LINK_SECRET). */
  env: Env;
  /** Outgoing webhooks (decision 079): the cipher of their signing secrets and where they may go. */
  webhooks: { cipher: TokenCipher; policy: UrlPolicy };
  /** Booking's next free session per artist, for a studio DM's routing between equal fits (decision 075). */
  nextOpenSlot: NextOpenSlot;
}

/**
 * Every background job's handler and schedule, in one place (decision 015): a feature adds its job by adding a
 * line here. Each failed attempt is logged; the job itself records the error for the admin Jobs tab.
 */
export async function registerJobHandlers({
  jobs,
  db,
  storage,
  policy,
  imageMetadataProvider,
  textProvider,
  instagram,
  log,
  clock,
  mail,
  env,
  webhooks,
  nextOpenSlot,
}: JobHandlerDeps) {
  const work = <N extends JobName>(name: N, handler: JobHandler<N>, options?: WorkOptions) =>
    jobs.work(name, loggingFailures(log, name, handler), options);

  await work('portfolio-metadata', portfolioMetadataJob({ db, storage, provider: imageMetadataProvider }), {
    concurrency: PORTFOLIO_METADATA_CONCURRENCY,
  });
  await work('prune-expired-records', pruneExpiredRecordsJob({ db, policy, clock }));
  await jobs.schedule('prune-expired-records', PRUNE_EXPIRED_RECORDS_CRON, {});
  await work('delete-abandoned-chat-images', deleteAbandonedChatImagesJob({ db, storage, clock }));
  await jobs.schedule('delete-abandoned-chat-images', DELETE_ABANDONED_CHAT_IMAGES_CRON, {});
  // Queues that other jobs send to inside their transactions come first: a send in a transaction needs its
  // queue made (SendOptions.tx). Mail, texts and notifications before anything that emails; the inbox before webhooks.
  // Outgoing webhooks first: leads, bookings and handovers emit their events inside their transactions.
  await registerWebhookJobs({ work, deps: { db, jobs, clock, ...webhooks } });
  await registerMailJobs({ work, db, transport: mail.transport, mailFrom: mail.from, clock });
  await registerSmsJobs({ work, db, transport: createSmsTransport(env), clock });
  await registerNotificationJobs({ work, jobs, db, appUrl: mail.appUrl, clock });
  // Before the inbox: an Instagram answer queues its plan notices inside its transaction.
  await registerBillingJobs({ work, deps: { db, jobs, clock, appUrl: mail.appUrl } });
  await registerInboxJobs({ work, jobs, db, storage, instagram, textProvider, log, clock, nextOpenSlot });
  await registerAccountJobs({ work, jobs, db, storage, instagram, log, dataDir: env.DATA_DIR });
  await registerInstagramJobs({ work, jobs, db, storage, instagram, log, clock });
  // Before booking: cancels and moves announce a freed slot inside their transactions (decision 067).
  await registerWaitlistJobs({ work, deps: { db, jobs, clock, env } });
  await registerBookingJobs({ work, deps: { db, jobs, clock, env } });
}

function loggingFailures<N extends JobName>(
  log: FastifyBaseLogger,
  name: N,
  handler: JobHandler<N>,
): JobHandler<N> {
  return async (data, job) => {
    try {
      await handler(data, job);
    } catch (error) {
      log.warn({ err: error, job: name, jobId: job.id, attempt: job.retryCount + 1 }, `Job ${name} failed`);
      throw error;
    }
  };
}
