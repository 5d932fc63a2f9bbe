import { queryOptions } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import { experimentResultsSchema } from '#common/contracts/experiments.ts';
import { EXPERIMENTS_QUERY_KEY } from './get-experiments.ts';

/** Spec §7 GET /api/admin/experiments/{id}/results. */
export function getExperimentResultsQueryOptions(experimentId: string) {
  return queryOptions({
    queryKey: [...EXPERIMENTS_QUERY_KEY, experimentId, 'results'],
    queryFn: () =>
      getJson(`/api/admin/experiments/${encodeURIComponent(experimentId)}/results`, experimentResultsSchema),
  });
}
