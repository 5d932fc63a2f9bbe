import type { JobQueue } from '../../jobs/types.ts';
import { AppError } from '../../lib/app-error.ts';

/** Gives a failed (dead) job one more attempt; throws NOT_FOUND when no failed job has this id. */
export async function retryFailedJob({ jobs, jobId }: { jobs: JobQueue; jobId: string }): Promise<void> {
  if (!(await jobs.retryFailedJob(jobId))) throw new AppError('NOT_FOUND', 'No failed job with this id');
}
