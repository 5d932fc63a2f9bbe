import type { JobHandler, JobName, WorkOptions } from '../../jobs/types.ts';
import { type BillingNoticeDeps, sendLapsedHandover, sendUsageWarning } from './quota-notices.ts';
import { sendTrialEmails, TRIAL_EMAILS_CRON } from './send-trial-emails.ts';

/** The plan's emails to the artist (decision 070): usage warnings, a lapsed plan's handover, the trial notices. */
export async function registerBillingJobs({
  work,
  deps,
}: {
  work: <N extends JobName>(name: N, handler: JobHandler<N>, options?: WorkOptions) => Promise<void>;
  deps: BillingNoticeDeps;
}): Promise<void> {
  await work('conversation-usage-warning', (data) => sendUsageWarning(deps, data));
  await work('plan-lapsed-handover', (data) => sendLapsedHandover(deps, data));
  await work('send-trial-emails', () => sendTrialEmails(deps));
  await deps.jobs.schedule('send-trial-emails', TRIAL_EMAILS_CRON, {});
}
