import type { JobHandler, JobName, WorkOptions } from '../../jobs/types.ts';
import { deliverWebhook } from './deliver-webhook.ts';
import { DISPATCH_WEBHOOK_DELIVERIES_CRON, dispatchWebhookDeliveriesJob } from './dispatch-due-deliveries.ts';
import type { WebhookDeps } from './webhook-deps.ts';

/**
 * Attempts running at once per process. Each mostly waits on a receiver (at most WEBHOOK_TIMEOUT_MS), but every
 * idle slot also polls the queue, which on PGlite's one connection slowed the Instagram tests measurably at 4.
 */
const DELIVERY_CONCURRENCY = 2;

/** Outgoing webhooks' jobs (decision 079): each delivery attempt, and the minute's sweep. */
export async function registerWebhookJobs({
  work,
  deps,
}: {
  work: <N extends JobName>(name: N, handler: JobHandler<N>, options?: WorkOptions) => Promise<void>;
  deps: WebhookDeps;
}): Promise<void> {
  await work('deliver-webhook', (data, job) => deliverWebhook(deps, data, job), {
    concurrency: DELIVERY_CONCURRENCY,
  });
  await work('dispatch-webhook-deliveries', dispatchWebhookDeliveriesJob(deps));
  await deps.jobs.schedule('dispatch-webhook-deliveries', DISPATCH_WEBHOOK_DELIVERIES_CRON, {});
}
