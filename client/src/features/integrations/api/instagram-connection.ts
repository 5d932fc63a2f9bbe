import { queryOptions } from '@tanstack/react-query';
import { apiRequest, getJson } from '#client/lib/api-client.ts';
import { instagramConnectionSchema, instagramConnectStartSchema } from '#common/contracts/instagram.ts';

export const INSTAGRAM_CONNECTION_KEY = ['/api/instagram/connection'] as const;

/** GET /api/instagram/connection: the mode (Meta, sandbox or off) and the connected account, if any. */
export function getInstagramConnectionQueryOptions() {
  return queryOptions({
    queryKey: INSTAGRAM_CONNECTION_KEY,
    queryFn: () => getJson('/api/instagram/connection', instagramConnectionSchema),
  });
}

/** GET /api/instagram/connect: where Business Login (or the sandbox's consent page) starts. */
export async function startInstagramConnect(): Promise<string> {
  const { authorizeUrl } = await getJson('/api/instagram/connect', instagramConnectStartSchema);
  return authorizeUrl;
}

/** POST /api/instagram/disconnect: unsubscribes and deletes the tokens; synced data stays (spec §4). */
export async function disconnectInstagram(): Promise<void> {
  await apiRequest('POST', '/api/instagram/disconnect');
}
