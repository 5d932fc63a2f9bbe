import { queryOptions } from '@tanstack/react-query';
import { getJson, sendJson } from '#client/lib/api-client.ts';
import { type IntakeSettings, intakeSettingsResponseSchema } from '#common/contracts/intake.ts';

export const INTAKE_QUERY_KEY = ['/api/intake'] as const;

/** Issue #11 GET /api/intake: the signed-in artist's intake controls. */
export function getIntakeSettingsQueryOptions() {
  return queryOptions({
    queryKey: INTAKE_QUERY_KEY,
    queryFn: () => getJson('/api/intake', intakeSettingsResponseSchema),
  });
}

/** PUT /api/intake: replaces every control; a 400 names the bad field. */
export function saveIntakeSettings(data: IntakeSettings): Promise<IntakeSettings> {
  return sendJson('PUT', '/api/intake', intakeSettingsResponseSchema, data);
}
