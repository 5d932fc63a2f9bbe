import { sendJson } from '#client/lib/api-client.ts';
import { type CreateExperiment, type Experiment, experimentSchema } from '#common/contracts/experiments.ts';

/** Spec §7 POST /api/admin/experiments; returns the new draft, throws `ApiError` on any non-2xx. */
export function createExperiment(data: CreateExperiment): Promise<Experiment> {
  return sendJson('POST', '/api/admin/experiments', experimentSchema, data);
}
