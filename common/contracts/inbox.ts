import { z } from 'zod';
import { leadRoutingSchema, studioActorSchema } from './studios.ts';

/** Who answers a thread: the assistant, nobody yet (the client asked for a person), or the artist. */
export const threadHandlingSchema = z.enum(['bot', 'human_requested', 'human']);
export type ThreadHandling = z.infer<typeof threadHandlingSchema>;

/**
 * The messaging window now (issue #10): `open` (anyone may send), `human-only` (a person, tagged HUMAN_AGENT,
 * until `closesAt`), `closed` (Instagram accepts nothing until the client writes again).
 */
export const messagingWindowSchema = z.object({
  state: z.enum(['open', 'human-only', 'closed']),
  closesAt: z.string().nullable(),
});
export type MessagingWindowDto = z.infer<typeof messagingWindowSchema>;

/**
 * An attachment: a client's image copied into storage has `imageUrl` (private, the artist's only; decision
 * 027); `url` is what Meta sent when nothing was copied (a story, a reel); `isUnsaved` marks an image that
 * could not be copied.
 */
export const inboxAttachmentSchema = z.object({
  type: z.string(),
  url: z.string().optional(),
  imageUrl: z.string().optional(),
  isUnsaved: z.boolean().optional(),
});

export const inboxMessageSchema = z.object({
  id: z.string(),
  author: z.enum(['client', 'bot', 'artist']),
  text: z.string(),
  attachments: z.array(inboxAttachmentSchema),
  status: z.enum(['received', 'queued', 'sending', 'sent', 'failed', 'refused']),
  /** Why it was not sent, or the error it is being retried for. */
  error: z.string().nullable(),
  tag: z.literal('HUMAN_AGENT').nullable(),
  /** 'story-mention', 'unsent', 'reaction:❤', 'sent-from-instagram', 'comment-reply' (a private reply's echo)… */
  note: z.string().nullable(),
  replyToStoryUrl: z.string().nullable(),
  replyToStoryId: z.string().nullable(),
  /** Who at the studio sent this reply for the thread's artist (decision 073); null for the artist's own. */
  sentBy: studioActorSchema.nullable(),
  createdAt: z.string(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxThreadSummarySchema = z.object({
  id: z.string(),
  /** The client's @username when known, else 'Instagram user ···1234' (the end of their Instagram-scoped id). */
  clientName: z.string(),
  handling: threadHandlingSchema,
  isOptedOut: z.boolean(),
  isBotPaused: z.boolean(),
  lastMessage: z
    .object({
      text: z.string(),
      author: inboxMessageSchema.shape.author,
      createdAt: z.string(),
      /** A draft kept, refused or failed: the list must not show it as if it went out. */
      isUnsent: z.boolean(),
      /** Who at the studio sent it for the thread's artist, as on the message (decision 073). */
      sentBy: inboxMessageSchema.shape.sentBy,
    })
    .nullable(),
  lastMessageAt: z.string(),
  window: messagingWindowSchema,
  lead: z.object({ id: z.string(), fitScore: z.enum(['high', 'medium', 'low']) }).nullable(),
  /** A message on this thread failed or is waiting for a retry. */
  hasSendProblem: z.boolean(),
  /** The client wrote last and the assistant will not answer (switched off, paused, opted out, or yours). */
  needsArtist: z.boolean(),
  /** Whose thread it is: a studio's owner and front desk see every member's (decision 073). */
  artistId: z.string(),
  artistName: z.string(),
  /** How a studio moved it to its artist (reassigned, or routed from the studio's Instagram); else null. */
  routing: leadRoutingSchema.nullable(),
});
export type InboxThreadSummary = z.infer<typeof inboxThreadSummarySchema>;

/** `GET /api/inbox/threads`: newest activity first, with the account-wide switches. */
export const inboxThreadListSchema = z.object({
  threads: z.array(inboxThreadSummarySchema),
  /** False after a disconnect: nothing can be sent until the artist reconnects (Settings → Integrations). */
  isInstagramConnected: z.boolean(),
  /** Threads with `needsArtist`. */
  needsArtistCount: z.number().int(),
  isBotPaused: z.boolean(),
  isCommentRepliesOn: z.boolean(),
  /**
   * Whose threads the list may hold, the viewer first (front desk, holding none, left out): more than one, or someone
   * else, for a studio's owner and front desk.
   */
  artists: z.array(z.object({ id: z.string(), name: z.string() })),
  /**
   * The viewer works in a studio (any role): someone else there may take over and answer their threads too, so a
   * thread a person handles is not necessarily the viewer's (decision 073).
   */
  isInStudio: z.boolean(),
});
export type InboxThreadList = z.infer<typeof inboxThreadListSchema>;

/** `GET /api/inbox/threads/:id`. */
export const inboxThreadSchema = inboxThreadSummarySchema.extend({
  messages: z.array(inboxMessageSchema),
  isInstagramConnected: z.boolean(),
});
export type InboxThread = z.infer<typeof inboxThreadSchema>;

/** `POST /api/inbox/threads/:id/replies`: the artist answers; the thread becomes theirs (handling human). */
export const inboxReplyRequestSchema = z.object({
  text: z
    .string({ error: 'Reply must be text' })
    .trim()
    .min(1, 'Reply is required')
    .max(2000, 'Reply must be at most 2000 characters'),
});
export type InboxReplyRequest = z.infer<typeof inboxReplyRequestSchema>;

/** `PATCH /api/inbox/threads/:id`: hand the thread back to the bot, or pause/resume the bot on it. */
export const updateInboxThreadSchema = z
  .object({
    handling: z.literal('bot', { error: 'A thread can only be handed back to the bot' }).optional(),
    isBotPaused: z.boolean({ error: 'isBotPaused must be true or false' }).optional(),
  })
  .refine((body) => body.handling !== undefined || body.isBotPaused !== undefined, {
    message: 'Nothing to change',
  });
export type UpdateInboxThread = z.infer<typeof updateInboxThreadSchema>;

/** Instagram's Send API takes at most 1000 bytes of UTF-8 per text, private replies included (reference A3). */
export const PRIVATE_REPLY_MAX_BYTES = 1000;
export const COMMENT_REPLY_MAX_CHARS = 500;

/**
 * The private reply a commenter asking about price or booking gets (issue #25): 1–500 characters, and within
 * Instagram's 1000 bytes (500 emoji would not be).
 */
export const commentReplyTextSchema = z
  .string({ error: 'Reply text must be text' })
  .trim()
  .min(1, 'Reply text is required')
  .max(COMMENT_REPLY_MAX_CHARS, `Reply text must be at most ${COMMENT_REPLY_MAX_CHARS} characters`)
  .refine(
    (text) => new TextEncoder().encode(text).length <= PRIVATE_REPLY_MAX_BYTES,
    `Reply text is too long for Instagram (at most ${PRIVATE_REPLY_MAX_BYTES} bytes; emoji count as 4)`,
  );

/** `GET|PATCH /api/inbox/settings`: the kill switch, comment private replies and their text. */
export const inboxSettingsSchema = z.object({
  isBotPaused: z.boolean({ error: 'isBotPaused must be true or false' }),
  isCommentRepliesOn: z.boolean({ error: 'isCommentRepliesOn must be true or false' }),
  /** What a private reply says: the artist's own text, or the default naming their account. */
  commentReplyText: commentReplyTextSchema,
});
export type InboxSettings = z.infer<typeof inboxSettingsSchema>;
export const updateInboxSettingsSchema = inboxSettingsSchema.partial();
export type UpdateInboxSettings = z.infer<typeof updateInboxSettingsSchema>;

/** What became of a comment: its private reply queued, sent or failed, or none (`skipped`, with the reason). */
export const commentReplyStatusSchema = z.enum(['queued', 'sent', 'failed', 'skipped']);
export type CommentReplyStatus = z.infer<typeof commentReplyStatusSchema>;

/** Why a comment got no private reply, checked in this order. */
export const commentSkipReasonSchema = z.enum([
  'own-comment',
  'too-old',
  'not-an-inquiry',
  'replies-off',
  'replied-this-week',
]);
export type CommentSkipReason = z.infer<typeof commentSkipReasonSchema>;

export const inboxCommentSchema = z.object({
  id: z.string(),
  /** The commenter's @username when Instagram sent it, else 'Instagram user ···1234'. */
  commenterName: z.string(),
  text: z.string(),
  /** The post commented on: the synced portfolio piece's title when there is one. */
  post: z.object({ mediaId: z.string(), title: z.string().nullable() }).nullable(),
  commentedAt: z.string(),
  status: commentReplyStatusSchema,
  skipReason: commentSkipReasonSchema.nullable(),
  replyText: z.string().nullable(),
  error: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type InboxComment = z.infer<typeof inboxCommentSchema>;

/** How many comments the log shows: the newest; older ones are pruned after 90 days anyway. */
export const COMMENT_LOG_LIMIT = 100;

/** `GET /api/inbox/comments`: the newest comments first, and the private replies sent in the last 7 days. */
export const inboxCommentListSchema = z.object({
  comments: z.array(inboxCommentSchema),
  repliesSentLastWeek: z.number().int(),
});
export type InboxCommentList = z.infer<typeof inboxCommentListSchema>;
