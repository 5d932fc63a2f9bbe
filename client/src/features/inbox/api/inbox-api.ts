import { queryOptions } from '@tanstack/react-query';
import { getJson, sendJson } from '#client/lib/api-client.ts';
import {
  type InboxSettings,
  type InboxThread,
  inboxCommentListSchema,
  inboxSettingsSchema,
  inboxThreadListSchema,
  inboxThreadSchema,
  type UpdateInboxSettings,
  type UpdateInboxThread,
} from '#common/contracts/inbox.ts';

/** Every inbox query starts with this segment: invalidating it refreshes the list and the open thread. */
export const INBOX_QUERY_KEY = ['/api/inbox'] as const;

/** The inbox updates live by polling (issue #10: "polling of a few seconds"). */
export const INBOX_POLL_MS = 3000;

/** GET /api/inbox/threads: the artist's threads, newest first, with the account-wide switches. */
export function getInboxThreadsQueryOptions() {
  return queryOptions({
    queryKey: [...INBOX_QUERY_KEY, 'threads'],
    queryFn: () => getJson('/api/inbox/threads', inboxThreadListSchema),
    refetchInterval: INBOX_POLL_MS,
  });
}

/** GET /api/inbox/threads/:id: one thread with its messages. */
export function getInboxThreadQueryOptions(threadId: string) {
  return queryOptions({
    queryKey: [...INBOX_QUERY_KEY, 'threads', threadId],
    queryFn: () => getJson(`/api/inbox/threads/${encodeURIComponent(threadId)}`, inboxThreadSchema),
    refetchInterval: INBOX_POLL_MS,
  });
}

/** POST /api/inbox/threads/:id/replies: the artist answers; the thread becomes theirs. */
export function replyToThread({ threadId, text }: { threadId: string; text: string }): Promise<InboxThread> {
  return sendJson('POST', `/api/inbox/threads/${encodeURIComponent(threadId)}/replies`, inboxThreadSchema, {
    text,
  });
}

/** PATCH /api/inbox/threads/:id: hand back to the bot, or pause/resume it on this thread. */
export function updateThread({ threadId, data }: { threadId: string; data: UpdateInboxThread }) {
  return sendJson('PATCH', `/api/inbox/threads/${encodeURIComponent(threadId)}`, inboxThreadSchema, data);
}

/** GET /api/inbox/settings: the switches and the private reply text comments get. */
export function getInboxSettingsQueryOptions() {
  return queryOptions({
    queryKey: [...INBOX_QUERY_KEY, 'settings'],
    queryFn: () => getJson('/api/inbox/settings', inboxSettingsSchema),
  });
}

/** GET /api/inbox/comments: the Comments log, newest first, and the replies sent in the last 7 days. */
export function getInboxCommentsQueryOptions() {
  return queryOptions({
    queryKey: [...INBOX_QUERY_KEY, 'comments'],
    queryFn: () => getJson('/api/inbox/comments', inboxCommentListSchema),
    refetchInterval: INBOX_POLL_MS,
  });
}

/** PATCH /api/inbox/settings: the kill switch, comment private replies and their text. */
export function updateInboxSettings(data: UpdateInboxSettings): Promise<InboxSettings> {
  return sendJson('PATCH', '/api/inbox/settings', inboxSettingsSchema, data);
}
