import { apiRequest } from '#client/lib/api-client.ts';

/** Spec §7 DELETE /api/portfolio/{id}: the piece and its images; the server answers 204. Throws `ApiError`. */
export async function deletePortfolioPiece(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/portfolio/${encodeURIComponent(id)}`);
}
