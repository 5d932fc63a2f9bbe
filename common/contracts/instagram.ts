import { z } from 'zod';

/** Business Login for Instagram or the bundled sandbox Graph server (decision 016); `off` when neither is set up. */
export const instagramModeSchema = z.enum(['meta', 'sandbox', 'off']);
export type InstagramMode = z.infer<typeof instagramModeSchema>;

/** `GET /api/instagram/connection`: what Settings → Integrations shows. */
export const instagramConnectionSchema = z.object({
  mode: instagramModeSchema,
  /** Null when no account is connected (never connected, or disconnected: synced data stays, spec §4). */
  account: z
    .object({
      username: z.string(),
      connectedAt: z.string(),
      lastWebhookAt: z.string().nullable(),
      isSandbox: z.boolean(),
      /** A webhook claiming this account was refused for its signature in the last day (decision 027). */
      lastWebhookRejected: z
        .object({
          at: z.string(),
          reason: z.enum(['missing', 'malformed', 'mismatch']),
          /** Set when every recent signature failed: the configured secret is probably wrong. */
          hint: z.string().nullable(),
        })
        .nullable(),
    })
    .nullable(),
});
export type InstagramConnection = z.infer<typeof instagramConnectionSchema>;

/** `GET /api/instagram/connect` answers where the browser goes next: Instagram's (or the sandbox's) authorize page. */
export const instagramConnectStartSchema = z.object({ authorizeUrl: z.string() });
export type InstagramConnectStart = z.infer<typeof instagramConnectStartSchema>;

/** Instagram usernames: letters, digits, periods and underscores, at most 30 characters. */
export const instagramUsernameSchema = z
  .string({ error: 'Username must be text' })
  .trim()
  .regex(/^[A-Za-z0-9._]{1,30}$/, 'Username must be 1–30 letters, digits, periods or underscores');

/**
 * `POST /api/instagram/sandbox/messages`: the sandbox page sends a DM to the signed-in artist's connected
 * sandbox account as a client. It travels as a signed webhook POST to /api/webhooks/instagram.
 */
export const sandboxClientMessageRequestSchema = z.object({
  username: instagramUsernameSchema,
  text: z
    .string({ error: 'Message must be text' })
    .trim()
    .min(1, 'Message is required')
    .max(1000, 'Message must be at most 1000 characters'),
  /** Attach a reference photo, as a client does: it arrives as an expiring CDN URL (decision 027). */
  withPhoto: z.boolean({ error: 'withPhoto must be true or false' }).optional(),
});
export type SandboxClientMessageRequest = z.infer<typeof sandboxClientMessageRequestSchema>;

/** One message in a sandbox thread, from the client or "sent" by the artist's account through the Send API. */
export const sandboxThreadMessageSchema = z.object({
  mid: z.string(),
  from: z.enum(['client', 'account']),
  text: z.string(),
  /** Set on the account's messages sent with the HUMAN_AGENT tag. */
  tag: z.literal('HUMAN_AGENT').nullable(),
  sentAt: z.string(),
});
export type SandboxThreadMessage = z.infer<typeof sandboxThreadMessageSchema>;

/** `GET /api/instagram/sandbox/thread?username=…`: the whole thread between that client and the account. */
export const sandboxThreadSchema = z.object({
  accountUsername: z.string(),
  clientUsername: z.string(),
  messages: z.array(sandboxThreadMessageSchema),
});
export type SandboxThread = z.infer<typeof sandboxThreadSchema>;

export const sandboxThreadQuerySchema = z.object({ username: instagramUsernameSchema });

/** `POST /api/instagram/sandbox/messages` answers the message id the webhook carried. */
export const sandboxClientMessageResponseSchema = z.object({ mid: z.string() });

/**
 * `POST /api/instagram/sandbox/comments` (issue #25): the sandbox page comments on one of the sandbox account's
 * posts as a client; it travels as a signed `comments` webhook, and a private reply lands in that client's DMs.
 */
export const sandboxCommentRequestSchema = z.object({
  username: instagramUsernameSchema,
  mediaId: z.string({ error: 'Choose a post' }).regex(/^\d{1,20}$/, 'Choose a post'),
  text: z
    .string({ error: 'Comment must be text' })
    .trim()
    .min(1, 'Comment is required')
    .max(2200, 'Comment must be at most 2200 characters'),
});
export type SandboxCommentRequest = z.infer<typeof sandboxCommentRequestSchema>;
export const sandboxCommentResponseSchema = z.object({ commentId: z.string() });

/** `GET /api/instagram/sandbox/posts`: the sandbox account's newest posts, to comment on. */
export const sandboxPostListSchema = z.object({
  posts: z.array(z.object({ id: z.string(), caption: z.string(), imageUrl: z.string() })),
});
export type SandboxPostList = z.infer<typeof sandboxPostListSchema>;

/** `GET /api/instagram/data-deletion/status?code=…` (the page /data-deletion/status shows it in words). */
export const dataDeletionStatusSchema = z.object({
  code: z.string(),
  status: z.enum(['received', 'processing', 'completed']),
  receivedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type DataDeletionStatus = z.infer<typeof dataDeletionStatusSchema>;

/** The page where a client can DM a connected sandbox account (client/src/features/instagram-sandbox); Integrations links to it. */
export const SANDBOX_DM_PAGE_PATH = '/instagram-sandbox';
