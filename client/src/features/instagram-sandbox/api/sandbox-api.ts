import { queryOptions } from '@tanstack/react-query';
import { getJson, sendJson } from '#client/lib/api-client.ts';
import {
  type SandboxClientMessageRequest,
  sandboxClientMessageResponseSchema,
  sandboxThreadSchema,
} from '#common/contracts/instagram.ts';

export const SANDBOX_THREAD_KEY = ['/api/instagram/sandbox/thread'] as const;

/** The assistant answers through a queue: poll so its reply appears on its own. */
const SANDBOX_POLL_MS = 2000;

/** GET /api/instagram/sandbox/thread?username=…: the thread between that client and the artist's account. */
export function getSandboxThreadQueryOptions(username: string) {
  return queryOptions({
    queryKey: [...SANDBOX_THREAD_KEY, username],
    queryFn: () =>
      getJson(`/api/instagram/sandbox/thread?username=${encodeURIComponent(username)}`, sandboxThreadSchema),
    refetchInterval: SANDBOX_POLL_MS,
  });
}

/** POST /api/instagram/sandbox/messages: DM the artist as this client (a signed webhook, like Instagram's). */
export function sendSandboxMessage(data: SandboxClientMessageRequest) {
  return sendJson('POST', '/api/instagram/sandbox/messages', sandboxClientMessageResponseSchema, data);
}
