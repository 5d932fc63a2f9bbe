import { queryOptions } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import { experimentListSchema } from '#common/contracts/experiments.ts';

/** Spec §7: the key is the URL's segments; every experiment query (results too) starts with it. */
export const EXPERIMENTS_QUERY_KEY = ['/api/admin/experiments'] as const;

/** Spec §7 GET /api/admin/experiments: every experiment. */
export function getExperimentsQueryOptions() {
  return queryOptions({
    queryKey: EXPERIMENTS_QUERY_KEY,
    queryFn: () => getJson('/api/admin/experiments', experimentListSchema),
  });
}
