import { apiRequest } from '#client/lib/api-client.ts';

/** Spec §7 DELETE /api/demo/items/{id}; the server answers 204. Throws `ApiError` on any non-2xx. */
export async function deleteDemoItem(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/demo/items/${encodeURIComponent(id)}`);
}
