import { sendJson } from '#client/lib/api-client.ts';
import { type Experiment, experimentSchema, type UpdateExperiment } from '#common/contracts/experiments.ts';

/** Spec §7 PATCH /api/admin/experiments/{id}: a status, with startDate on Start. Throws `ApiError` on any non-2xx. */
export function updateExperiment(id: string, data: UpdateExperiment): Promise<Experiment> {
  return sendJson('PATCH', `/api/admin/experiments/${encodeURIComponent(id)}`, experimentSchema, data);
}
