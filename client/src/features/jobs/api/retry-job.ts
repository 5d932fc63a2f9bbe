import { apiRequest } from '#client/lib/api-client.ts';

/** POST /api/admin/jobs/{id}/retry: one more attempt for a failed job. Throws `ApiError` on any non-2xx. */
export async function retryJob(id: string): Promise<void> {
  await apiRequest('POST', `/api/admin/jobs/${encodeURIComponent(id)}/retry`);
}
