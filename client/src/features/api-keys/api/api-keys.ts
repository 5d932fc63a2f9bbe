import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, getJson, sendJson } from '#client/lib/api-client.ts';
import { apiKeySchema, type CreateApiKey, createdApiKeySchema } from '#common/contracts/api-keys.ts';

export const API_KEYS_QUERY_KEY = ['/api/api-keys'] as const;

/** GET /api/api-keys: the artist's live keys, newest first (402 on a plan without API access). */
export function getApiKeysQueryOptions() {
  return queryOptions({
    queryKey: API_KEYS_QUERY_KEY,
    queryFn: () => getJson('/api/api-keys', z.array(apiKeySchema)),
  });
}

/** POST /api/api-keys: the new key, its secret in this answer and never again. */
export function createApiKey(data: CreateApiKey) {
  return sendJson('POST', '/api/api-keys', createdApiKeySchema, data);
}

/** DELETE /api/api-keys/:id: revoked at once; the next call with the key is a 401. */
export async function revokeApiKey(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/api-keys/${id}`);
}
