import { randomBytes } from 'node:crypto';
import type { SandboxThread, SandboxThreadMessage } from '#common/contracts/instagram.ts';
import { signWebhookBody } from '../signatures.ts';
import { sandboxId } from './sandbox-ids.ts';

/** Where the app mounts the sandbox Graph server; INSTAGRAM_GRAPH_URL and INSTAGRAM_OAUTH_URL point here. */
export const SANDBOX_PATH = '/sandbox/instagram';
export const SANDBOX_APP_ID = 'inkdesk-sandbox';

/** A failure the next matching calls answer with, as Meta would (e.g. 429 with code 4). */
export interface InjectedFailure {
  /** 'messages', 'media', 'me', 'subscribed_apps', 'access_token', 'refresh_access_token' or 'oauth' */
  endpoint: string;
  status: number;
  code?: number;
  times: number;
}

interface StoredMessage extends SandboxThreadMessage {
  clientId: string;
}

/** A message the account sent through the Send API. */
interface AccountSend {
  accountId: string;
  clientId: string;
  text: string;
  tag: 'HUMAN_AGENT' | null;
}

interface SandboxDm {
  accountId: string;
  clientUsername: string;
  text: string;
  /** A photo the client attaches: one of the sandbox CDN's images, sent as Meta sends one (an expiring URL). */
  photoId?: string;
}

export interface SandboxGraphOptions {
  appSecret: string;
  /** The app's /api/webhooks/instagram: every client DM is POSTed there, signed, over HTTP. */
  webhookUrl: string;
  /** The app's /api/instagram/callback: the only redirect_uri consent goes back to. */
  redirectUri: string;
  /** The sandbox's public base URL (…/sandbox/instagram): media_url links point at its CDN. */
  publicUrl: string;
  /** Called when an asynchronous delivery (an echo) fails; the app logs it. */
  onDeliveryError?: (error: Error) => void;
}

/**
 * The sandbox's memory: accounts that logged in, client threads and what the account "sent", deleted posts,
 * injected failures. It is a demo and test double (decision 016), so it lives in memory; tokens carry their
 * account, so a connection survives a restart, though past sandbox threads do not.
 */
export function createSandboxGraph(options: SandboxGraphOptions) {
  const usernames = new Map<string, string>();
  const clients = new Map<string, string>();
  const messages = new Map<string, StoredMessage[]>();
  const deletedMedia = new Set<string>();
  const failures: InjectedFailure[] = [];
  const pending = new Set<Promise<unknown>>();
  const subscribed = new Set<string>();
  /** Each comment a client made, by comment id: a private reply to it goes to that client's DMs. */
  const comments = new Map<string, { accountId: string; clientId: string }>();
  let feedSize = 30;

  const threadKey = (accountId: string, clientId: string) => `${accountId}:${clientId}`;
  const newMid = () => `aWdfZAG1faXRlbToxOklHTWVzc2FnZAUlE${randomBytes(12).toString('base64url')}`;

  function record(accountId: string, message: StoredMessage) {
    const key = threadKey(accountId, message.clientId);
    messages.set(key, [...(messages.get(key) ?? []), message]);
  }

  async function deliver(body: unknown) {
    const raw = JSON.stringify(body);
    const response = await fetch(options.webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': signWebhookBody(raw, options.appSecret),
      },
      body: raw,
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new Error(`The app answered the sandbox webhook with ${response.status}`);
  }

  function messagingEnvelope(accountId: string, item: Record<string, unknown>) {
    return { object: 'instagram', entry: [{ id: accountId, time: Date.now(), messaging: [item] }] };
  }

  function clientIdFor(accountId: string, clientUsername: string) {
    const clientId = sandboxId(accountId, 'client', clientUsername.toLowerCase());
    clients.set(clientId, clientUsername);
    return clientId;
  }

  /** A DM typed in the sandbox, by the client or by the artist in "the Instagram app" (an echo, as Meta sends). */
  async function deliverDm(
    from: 'client' | 'account',
    { accountId, clientUsername, text, photoId }: SandboxDm,
  ) {
    const clientId = clientIdFor(accountId, clientUsername);
    const mid = newMid();
    const sentAt = new Date();
    const photoUrl = photoId && `${options.publicUrl}/cdn/${photoId}.jpg`;
    const shown = [text, photoUrl && `[image] ${photoUrl}`].filter(Boolean).join('\n');
    record(accountId, { mid, clientId, from, text: shown, tag: null, sentAt: sentAt.toISOString() });
    const attachments = photoUrl ? { attachments: [{ type: 'image', payload: { url: photoUrl } }] } : {};
    const [sender, recipient] = from === 'client' ? [clientId, accountId] : [accountId, clientId];
    await deliver(
      messagingEnvelope(accountId, {
        sender: { id: sender },
        recipient: { id: recipient },
        timestamp: sentAt.getTime(),
        message:
          from === 'client'
            ? { mid, ...(text ? { text } : {}), ...attachments }
            : { mid, text, is_echo: true },
      }),
    );
    return { mid, clientId };
  }

  /** Who made this comment on this account's post; undefined for another account's or an unknown one. */
  function commenterOf(accountId: string, commentId: string) {
    const comment = comments.get(commentId);
    return comment?.accountId === accountId ? comment.clientId : undefined;
  }

  /** The account "sent" a message: recorded in the thread, and its echo delivered as Meta sends one. */
  function recordSend({ accountId, clientId, text, tag }: AccountSend) {
    const mid = newMid();
    const sentAt = new Date();
    record(accountId, { mid, clientId, from: 'account', text, tag, sentAt: sentAt.toISOString() });
    const echo = deliver(
      messagingEnvelope(accountId, {
        sender: { id: accountId },
        recipient: { id: clientId },
        timestamp: sentAt.getTime(),
        message: { mid, text, is_echo: true },
      }),
    ).catch((error: Error) => options.onDeliveryError?.(error));
    return { mid, echo };
  }

  return {
    options,
    rememberAccount(accountId: string, username: string) {
      usernames.set(accountId, username);
    },
    usernameOf: (accountId: string) => usernames.get(accountId),

    /** A client DMs the account: recorded, then delivered to the app as a signed webhook POST. */
    sendAsClient: (input: SandboxDm) => deliverDm('client', input),

    /**
     * A client comments on one of the account's posts: delivered as a signed `comments` change, `entry.time`
     * in seconds as in Meta's sample (reference A2). Answers the comment id.
     */
    async commentAsClient({
      accountId,
      clientUsername,
      mediaId,
      text,
    }: {
      accountId: string;
      clientUsername: string;
      mediaId: string;
      text: string;
    }) {
      const clientId = clientIdFor(accountId, clientUsername);
      const commentId = sandboxId(accountId, 'comment', newMid());
      comments.set(commentId, { accountId, clientId });
      await deliver({
        object: 'instagram',
        entry: [
          {
            id: accountId,
            time: Math.floor(Date.now() / 1000),
            changes: [
              {
                field: 'comments',
                value: {
                  id: commentId,
                  from: { id: clientId, username: clientUsername },
                  text,
                  media: { id: mediaId, media_product_type: 'FEED' },
                },
              },
            ],
          },
        ],
      });
      return { commentId };
    },

    /** The artist answers from the Instagram app: the app only learns of it through an `is_echo` webhook. */
    sendFromInstagramApp: (input: SandboxDm) => deliverDm('account', input),

    /** The Send API recorded a message; like Meta, an echo of it follows as a webhook. */
    recordAccountSend(send: AccountSend) {
      const { mid, echo } = recordSend(send);
      pending.add(echo);
      void echo.finally(() => pending.delete(echo));
      return mid;
    },

    /**
     * A private reply to a sandbox comment opens a DM with its commenter. Its echo is delivered before the
     * Send API answers (Meta's timing is its own), so whoever waits for the app's jobs sees it handled too.
     * Undefined for a comment the sandbox did not make on this account.
     */
    async sendPrivateReply({
      accountId,
      commentId,
      text,
    }: {
      accountId: string;
      commentId: string;
      text: string;
    }) {
      const clientId = commenterOf(accountId, commentId);
      if (!clientId) return undefined;
      const { mid, echo } = recordSend({ accountId, clientId, text, tag: null });
      await echo;
      return { recipientId: clientId, mid };
    },

    thread({ accountId, clientUsername }: { accountId: string; clientUsername: string }): SandboxThread {
      const clientId = sandboxId(accountId, 'client', clientUsername.toLowerCase());
      return {
        accountUsername: usernames.get(accountId) ?? '',
        clientUsername,
        messages: (messages.get(threadKey(accountId, clientId)) ?? []).map(
          ({ clientId: _, ...message }) => message,
        ),
      };
    },
    hasClient: (clientId: string) => clients.has(clientId),
    /** The client's username, for a client who messaged this account (the User Profile API's consent rule). */
    clientUsernameOf(accountId: string, clientId: string) {
      const username = clients.get(clientId);
      return username && sandboxId(accountId, 'client', username.toLowerCase()) === clientId
        ? username
        : undefined;
    },

    setSubscribed(accountId: string, isSubscribed: boolean) {
      if (isSubscribed) subscribed.add(accountId);
      else subscribed.delete(accountId);
    },
    isSubscribed: (accountId: string) => subscribed.has(accountId),

    feedSize: () => feedSize,
    setFeedSize(size: number) {
      feedSize = size;
    },
    deleteMedia(mediaId: string) {
      deletedMedia.add(mediaId);
    },
    isDeleted: (mediaId: string) => deletedMedia.has(mediaId),

    failNext(failure: InjectedFailure) {
      failures.push({ ...failure });
    },
    /** The failure this call should answer with, if one was injected for its endpoint. */
    takeFailure(endpoint: string): InjectedFailure | undefined {
      const failure = failures.find((candidate) => candidate.endpoint === endpoint);
      if (!failure) return undefined;
      failure.times -= 1;
      if (failure.times <= 0) failures.splice(failures.indexOf(failure), 1);
      return failure;
    },

    /** Resolves once every echo the sandbox started delivering has been answered. */
    async whenDelivered() {
      while (pending.size) await Promise.all(pending);
    },
  };
}

export type SandboxGraph = ReturnType<typeof createSandboxGraph>;
