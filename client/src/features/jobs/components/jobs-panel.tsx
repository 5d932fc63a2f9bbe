import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { PageNav } from '#client/components/ui/page-nav.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { getJobsQueryOptions } from '../api/get-jobs.ts';
import { JobCard } from './job-card.tsx';

const PAGE_SIZE = 20;

/** The admin dashboard's Jobs tab (issue #10): background jobs that failed, retrying with backoff or dead. */
export function JobsPanel() {
  const [page, setPage] = useState(1);
  const jobs = useQuery(getJobsQueryOptions({ page, pageSize: PAGE_SIZE }));

  return (
    <section aria-labelledby="jobs-heading" className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="jobs-heading" className="text-2xl font-bold tracking-tight">
            Background jobs
          </h2>
          <p className="text-sm text-mist">
            Jobs that failed: retrying with backoff, or out of attempts. Retry a failed one once its cause is
            fixed.
          </p>
        </div>
        <Button variant="outline" size="sm" disabled={jobs.isFetching} onClick={() => void jobs.refetch()}>
          Refresh
        </Button>
      </div>

      {jobs.isPending ? (
        <div role="status" aria-label="Loading jobs" className="flex justify-center py-12">
          <Spinner />
        </div>
      ) : jobs.isError ? (
        <p role="alert" className="rounded-2xl border border-ink-700 p-6 text-center text-rose-300">
          Error loading jobs. Please try again.
        </p>
      ) : jobs.data.jobs.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-ink-600 px-6 py-12 text-center">
          <p className="text-lg font-semibold">No failed jobs.</p>
          <p className="mt-2 text-mist">Every background job has run or is waiting its turn.</p>
        </div>
      ) : (
        <>
          <ul className="grid gap-4" aria-label="Failed jobs" aria-busy={jobs.isFetching}>
            {jobs.data.jobs.map((job) => (
              <JobCard key={job.id} job={job} />
            ))}
          </ul>
          <PageNav
            label="Job pages"
            noun="jobs"
            page={page}
            pageSize={PAGE_SIZE}
            total={jobs.data.total}
            onPageChange={setPage}
          />
        </>
      )}
    </section>
  );
}
