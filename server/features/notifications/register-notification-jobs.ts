import type { Db } from '../../db/client.ts';
import type { JobHandler, JobName, JobQueue, WorkOptions } from '../../jobs/types.ts';
import type { Clock } from '../../lib/clock.ts';
import { emailHumanRequested } from './email-human-requested.ts';
import { emailNewLead } from './email-new-lead.ts';
import './notification-job-payloads.ts';
import { DAILY_EMAILS_CRON, sendDailyEmails } from './send-daily-emails.ts';

/** The artist's notification emails (issue #14, decision 020): per event, and the daily one on a schedule. */
export async function registerNotificationJobs({
  work,
  jobs,
  db,
  appUrl,
  clock,
}: {
  work: <N extends JobName>(name: N, handler: JobHandler<N>, options?: WorkOptions) => Promise<void>;
  jobs: JobQueue;
  db: Db;
  appUrl: string;
  clock: Clock;
}): Promise<void> {
  await work('notify-artist', (event) =>
    event.kind === 'lead-saved'
      ? emailNewLead({ db, jobs, appUrl, leadId: event.leadId })
      : emailHumanRequested({ db, jobs, appUrl, event }),
  );
  await work('send-daily-emails', () => sendDailyEmails({ db, jobs, appUrl, clock }));
  await jobs.schedule('send-daily-emails', DAILY_EMAILS_CRON, {});
}
