import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type {
  CreateExperiment,
  Experiment,
  ExperimentResults,
  UpdateExperiment,
} from '#common/contracts/experiments.ts';

/** Spec §7: GET /api/admin/experiments through the default query function (the key is the URL). */
export const EXPERIMENTS_QUERY_KEY = ['/api/admin/experiments'] as const;

export function useExperiments() {
  return useQuery<Experiment[]>({ queryKey: EXPERIMENTS_QUERY_KEY });
}

/** GET /api/admin/experiments/{id}/results: the key's segments join into that URL. */
export function useExperimentResults(experimentId: string, isEnabled: boolean) {
  return useQuery<ExperimentResults>({
    queryKey: [...EXPERIMENTS_QUERY_KEY, experimentId, 'results'],
    enabled: isEnabled,
  });
}

/** POST /api/admin/experiments; returns the new draft, throws on any non-2xx (spec §8 message format). */
export async function createExperiment(data: CreateExperiment): Promise<Experiment> {
  return (await apiRequest('POST', '/api/admin/experiments', data)).json() as Promise<Experiment>;
}

/** PATCH /api/admin/experiments/{id}: a status, with startDate on Start (spec §7). */
export async function updateExperiment(id: string, data: UpdateExperiment): Promise<Experiment> {
  return (
    await apiRequest('PATCH', `/api/admin/experiments/${encodeURIComponent(id)}`, data)
  ).json() as Promise<Experiment>;
}
