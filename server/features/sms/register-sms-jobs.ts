import type { JobHandler, JobName, WorkOptions } from '../../jobs/types.ts';
import { type SendSmsDeps, sendSms } from './send-sms.ts';
import './sms-job-payloads.ts';

/** The send-sms worker (decision 068): texts are few, two at a time is plenty. */
export async function registerSmsJobs({
  work,
  ...deps
}: SendSmsDeps & {
  work: <N extends JobName>(name: N, handler: JobHandler<N>, options?: WorkOptions) => Promise<void>;
}): Promise<void> {
  await work('send-sms', (data, job) => sendSms(deps, data, job), { concurrency: 2 });
}
