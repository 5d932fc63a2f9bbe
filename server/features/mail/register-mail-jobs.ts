import type { JobHandler, JobName, WorkOptions } from '../../jobs/types.ts';
import { type SendEmailDeps, sendEmail } from './send-email.ts';
import './mail-job-payloads.ts';

/** Emails leave a few at a time: an SMTP server slow to answer should not hold every other email back. */
const SEND_EMAIL_CONCURRENCY = 4;

/** The send-email worker (decision 020). */
export async function registerMailJobs({
  work,
  ...deps
}: SendEmailDeps & {
  work: <N extends JobName>(name: N, handler: JobHandler<N>, options?: WorkOptions) => Promise<void>;
}): Promise<void> {
  await work('send-email', (data, job) => sendEmail(deps, data, job), {
    concurrency: SEND_EMAIL_CONCURRENCY,
  });
}
