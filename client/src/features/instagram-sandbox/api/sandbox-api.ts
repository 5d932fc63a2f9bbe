import { queryOptions } from '@tanstack/react-query';
import { getJson, sendJson } from '#client/lib/api-client.ts';
import {
  type SandboxClientMessageRequest,
  type SandboxCommentRequest,
  sandboxClientMessageResponseSchema,
  sandboxCommentResponseSchema,
  sandboxPostListSchema,
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

/** GET /api/instagram/sandbox/posts: the sandbox account's newest posts, to comment on. */
export function getSandboxPostsQueryOptions() {
  return queryOptions({
    queryKey: ['/api/instagram/sandbox/posts'],
    queryFn: () => getJson('/api/instagram/sandbox/posts', sandboxPostListSchema),
  });
}

/** POST /api/instagram/sandbox/comments: comment on a post as this client (a signed `comments` webhook). */
export function sendSandboxComment(data: SandboxCommentRequest) {
  return sendJson('POST', '/api/instagram/sandbox/comments', sandboxCommentResponseSchema, data);
}
