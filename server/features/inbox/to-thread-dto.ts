import type { InboxMessage, InboxThreadSummary } from '#common/contracts/inbox.ts';
import type { InstagramMessageRow, InstagramThreadRow, LeadRow } from '../../db/schema/index.ts';
import { messagingWindow } from './messaging-window.ts';

/** A thread as the inbox lists it; the window is computed at `now`. */
export function toThreadSummary({
  thread,
  lastMessage,
  lead,
  hasSendProblem,
  isAccountBotPaused,
  artistName,
  now,
}: {
  thread: InstagramThreadRow;
  lastMessage:
    | Pick<InstagramMessageRow, 'text' | 'author' | 'createdAt' | 'attachments' | 'status' | 'sentBy'>
    | undefined;
  lead: Pick<LeadRow, 'id' | 'fitScore'> | null;
  hasSendProblem: boolean;
  /** The account-wide switch: the assistant answers no DM at all. */
  isAccountBotPaused: boolean;
  /** The thread's artist, as the studio's owner and front desk read it beside the client. */
  artistName: string;
  now: Date;
}): InboxThreadSummary {
  const window = messagingWindow(thread.lastClientMessageAt, now);
  return {
    id: thread.id,
    // DMs carry only the IGSID; a comment or the User Profile API (decision 027) names the client.
    clientName: instagramUserLabel(thread.username, thread.igsid),
    handling: thread.handling,
    isOptedOut: thread.isOptedOut,
    isBotPaused: thread.isBotPaused,
    lastMessage: lastMessage
      ? {
          text: lastMessage.text || (lastMessage.attachments.length ? 'Sent an attachment' : ''),
          author: lastMessage.author,
          createdAt: lastMessage.createdAt.toISOString(),
          isUnsent: lastMessage.status === 'refused' || lastMessage.status === 'failed',
          sentBy: lastMessage.sentBy ?? null,
        }
      : null,
    lastMessageAt: thread.lastMessageAt.toISOString(),
    window: { state: window.state, closesAt: window.closesAt?.toISOString() ?? null },
    lead: lead ? { id: lead.id, fitScore: lead.fitScore } : null,
    hasSendProblem,
    // A DM the assistant will never answer waits for the artist, and must not wait unseen.
    needsArtist:
      lastMessage?.author === 'client' &&
      (isAccountBotPaused || thread.isBotPaused || thread.isOptedOut || thread.handling !== 'bot'),
    artistId: thread.artistId,
    artistName,
    routing: thread.routing ?? null,
  };
}

/** Where the artist's browser reads a client's stored image (server/features/inbox/image-routes.ts). */
export const threadImageUrl = (threadId: string, key: string) =>
  `/api/inbox/threads/${threadId}/images/${key.split('/').pop()}`;

export function toMessageDto(row: InstagramMessageRow): InboxMessage {
  return {
    id: row.id,
    author: row.author,
    text: row.text,
    attachments: row.attachments.map(({ type, url, key, copyError }) =>
      key
        ? { type, imageUrl: threadImageUrl(row.threadId, key) }
        : { type, ...(url ? { url } : {}), ...(copyError ? { isUnsaved: true } : {}) },
    ),
    status: row.status,
    error: row.error,
    tag: row.tag,
    note: row.note,
    sentBy: row.sentBy ?? null,
    replyToStoryId: row.replyToStoryId,
    replyToStoryUrl: row.replyToStoryUrl,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A client by their @username, else by the end of their Instagram-scoped id ('Instagram user ···1234'). */
export const instagramUserLabel = (username: string | null, igsid: string) =>
  username ? `@${username}` : `Instagram user ···${igsid.slice(-4)}`;
