import type { JobPage, ListJobsQuery, TroubledJobDto } from '#common/contracts/jobs.ts';
import type { JobQueue, TroubledJob } from '../../jobs/types.ts';

/** One page of failed and retrying jobs across the fleet, newest first, for the admin Jobs tab. */
export async function listTroubledJobs({
  jobs,
  query,
}: {
  jobs: JobQueue;
  query: ListJobsQuery;
}): Promise<JobPage> {
  const { page, pageSize } = query;
  const found = await jobs.listTroubledJobs({ offset: (page - 1) * pageSize, limit: pageSize });
  return { jobs: found.jobs.map(toDto), total: found.total, page, pageSize };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toDto(job: TroubledJob): TroubledJobDto {
  return {
    ...job,
    createdAt: job.createdAt.toISOString(),
    lastAttemptAt: iso(job.lastAttemptAt),
    nextAttemptAt: iso(job.nextAttemptAt),
    failedAt: iso(job.failedAt),
  };
}
