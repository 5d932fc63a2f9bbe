import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { handleUnauthorized, isUnauthorizedError } from '#client/lib/auth-utils.ts';
import { formatDateTime } from '#client/lib/format-date-time.ts';
import type { TroubledJobDto } from '#common/contracts/jobs.ts';
import { JOBS_QUERY_KEY } from '../api/get-jobs.ts';
import { retryJob } from '../api/retry-job.ts';
import { attemptsText, jobTitle } from '../describe-job.ts';

/** One failed or retrying job: what it is, its last error, its attempts and times; a failed one can run again. */
export function JobCard({ job }: { job: TroubledJobDto }) {
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: () => retryJob(job.id),
    onSuccess: () => {
      toast({ title: 'Job queued', description: `${jobTitle(job.name)} will run again shortly.` });
      return queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) handleUnauthorized();
      else toast({ title: 'Error', description: 'Failed to retry the job.', variant: 'destructive' });
    },
  });
  const isFailed = job.state === 'failed';
  const titleId = `job-${job.id}-title`;

  return (
    <li
      aria-labelledby={titleId}
      className="grid gap-3 rounded-2xl border border-ink-700 bg-ink-900/80 p-5 sm:grid-cols-[1fr_auto] sm:items-start"
    >
      <div className="grid min-w-0 gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="text-lg font-bold tracking-tight">
            {jobTitle(job.name)}
          </h3>
          <Badge variant={isFailed ? 'default' : 'secondary'}>{isFailed ? 'Failed' : 'Retrying'}</Badge>
        </div>
        <p className="break-words font-mono text-sm text-rose-300">
          {job.error ?? 'No error message recorded.'}
        </p>
        <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
          <Detail label="Attempts">{attemptsText(job)}</Detail>
          <Detail label="Queued">{formatDateTime(job.createdAt)}</Detail>
          {job.lastAttemptAt ? (
            <Detail label="Last attempt">{formatDateTime(job.lastAttemptAt)}</Detail>
          ) : null}
          {job.nextAttemptAt ? (
            <Detail label="Next attempt">{formatDateTime(job.nextAttemptAt)}</Detail>
          ) : null}
          {job.failedAt ? <Detail label="Gave up">{formatDateTime(job.failedAt)}</Detail> : null}
        </dl>
        <p className="truncate font-mono text-xs text-mist">{job.id}</p>
      </div>
      {isFailed ? (
        <Button variant="outline" size="sm" disabled={retry.isPending} onClick={() => retry.mutate()}>
          {retry.isPending ? 'Retrying…' : 'Retry'}
        </Button>
      ) : null}
    </li>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-1.5">
      <dt className="text-mist">{label}:</dt>
      <dd>{children}</dd>
    </div>
  );
}
