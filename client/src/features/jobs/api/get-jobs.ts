import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import { jobPageSchema, type ListJobsQuery } from '#common/contracts/jobs.ts';

/** Every jobs query starts with this key, so a retry refreshes all pages. */
export const JOBS_QUERY_KEY = ['/api/admin/jobs'] as const;

/** GET /api/admin/jobs?page=…&pageSize=… (admins; docs/decisions/015): failed and retrying jobs, newest first. */
export function getJobsQueryOptions({ page, pageSize }: ListJobsQuery) {
  const search = `?${new URLSearchParams({ page: String(page), pageSize: String(pageSize) })}`;
  return queryOptions({
    queryKey: [...JOBS_QUERY_KEY, search],
    queryFn: () => getJson(`/api/admin/jobs${search}`, jobPageSchema),
    placeholderData: keepPreviousData,
  });
}
