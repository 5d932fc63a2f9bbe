import { InstagramApiError } from './instagram-api-error.ts';
import { isRecord, parseJsonLosslessly } from './lossless-json.ts';
import type {
  InstagramGraph,
  InstagramMedia,
  LongLivedToken,
  OutgoingMessage,
  ShortLivedToken,
} from './types.ts';

/** The Graph API version of every versioned path (reference A1–A4 use v21.0). */
export const GRAPH_API_VERSION = 'v21.0';

/** Business Login scopes (reference A6): basic is required; messages and comments for the inbox. */
export const INSTAGRAM_SCOPES = [
  'instagram_business_basic',
  'instagram_business_manage_messages',
  'instagram_business_manage_comments',
];

/** The webhook fields each connected account subscribes to (reference A1 step 3, A2). */
export const SUBSCRIBED_FIELDS = [
  'messages',
  'comments',
  'message_reactions',
  'messaging_seen',
  'messaging_postbacks',
];

/** The Send API takes at most 1000 bytes of UTF-8 per text (reference A3). */
export const MAX_MESSAGE_BYTES = 1000;

const REQUEST_TIMEOUT_MS = 15_000;
const MEDIA_FIELDS = 'id,caption,media_type,media_url,permalink,timestamp,children{id,media_type,media_url}';

export interface InstagramGraphConfig {
  appId: string;
  appSecret: string;
  /** e.g. https://graph.instagram.com, without the version. */
  graphUrl: string;
  /** e.g. https://api.instagram.com: /oauth/authorize and /oauth/access_token. */
  oauthUrl: string;
}

/** The real HTTP adapter for the Instagram API with Instagram Login; the sandbox speaks the same shapes. */
export function createInstagramGraph(config: InstagramGraphConfig): InstagramGraph {
  const graph = config.graphUrl.replace(/\/$/, '');
  const oauth = config.oauthUrl.replace(/\/$/, '');
  const versioned = (path: string) => `${graph}/${GRAPH_API_VERSION}${path}`;

  return {
    authorizeUrl({ redirectUri, state }) {
      const url = new URL(`${oauth}/oauth/authorize`);
      url.search = new URLSearchParams({
        client_id: config.appId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: INSTAGRAM_SCOPES.join(','),
        state,
      }).toString();
      return url.toString();
    },

    async exchangeCode({ code, redirectUri }) {
      // Meta appends #_ to the redirect; it is not part of the code (reference A6). A JSON body is refused.
      const body = await call(`${oauth}/oauth/access_token`, {
        method: 'POST',
        body: new URLSearchParams({
          client_id: config.appId,
          client_secret: config.appSecret,
          grant_type: 'authorization_code',
          redirect_uri: redirectUri,
          code: code.replace(/#_$/, ''),
        }),
      });
      return readShortLivedToken(body);
    },

    async exchangeForLongLivedToken(shortLived) {
      const url = withQuery(`${graph}/access_token`, {
        grant_type: 'ig_exchange_token',
        client_secret: config.appSecret,
        access_token: shortLived,
      });
      return readLongLivedToken(await call(url));
    },

    async refreshLongLivedToken(longLived) {
      const url = withQuery(`${graph}/refresh_access_token`, {
        grant_type: 'ig_refresh_token',
        access_token: longLived,
      });
      return readLongLivedToken(await call(url));
    },

    async getProfile(accessToken) {
      const url = withQuery(versioned('/me'), {
        fields: 'id,user_id,username,name,profile_picture_url',
        access_token: accessToken,
      });
      const body = await call(url);
      const userId = text(body.user_id) ?? text(body.id);
      const username = text(body.username);
      if (!userId || !username) throw malformed('/me', 'user_id and username');
      return {
        userId,
        appScopedId: text(body.id),
        username,
        name: text(body.name),
        profilePictureUrl: text(body.profile_picture_url),
      };
    },

    async getClientProfile({ accessToken, clientId }) {
      const url = withQuery(versioned(`/${encodeURIComponent(clientId)}`), {
        fields: 'name,username,profile_pic',
        access_token: accessToken,
      });
      // Flat, as the User Profile API documents it, or wrapped in `data[0]` like other Graph reads: accept both.
      const body = firstOfData(await call(url));
      return {
        username: text(body.username)?.replace(/^@/, ''),
        name: text(body.name),
        profilePicUrl: text(body.profile_pic),
      };
    },

    async subscribeApp(accessToken) {
      await call(
        withQuery(versioned('/me/subscribed_apps'), {
          subscribed_fields: SUBSCRIBED_FIELDS.join(','),
          access_token: accessToken,
        }),
        { method: 'POST' },
      );
    },

    async unsubscribeApp(accessToken) {
      await call(withQuery(versioned('/me/subscribed_apps'), { access_token: accessToken }), {
        method: 'DELETE',
      });
    },

    async sendMessage({ accessToken, accountId, recipientId, message, tag }) {
      const body = await call(versioned(`/${accountId}/messages`), {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          recipient: { id: recipientId },
          message: toSendApiMessage(message),
          ...(tag ? { messaging_type: 'MESSAGE_TAG', tag } : { messaging_type: 'RESPONSE' }),
        }),
      });
      const messageId = text(body.message_id);
      if (!messageId) throw malformed('messages', 'message_id');
      return { messageId };
    },

    async sendPrivateReply({ accessToken, accountId, commentId, text: replyText }) {
      assertMessageSize(replyText);
      await call(versioned(`/${accountId}/messages`), {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ recipient: { comment_id: commentId }, message: { text: replyText } }),
      });
    },

    async listMedia({ accessToken, after }) {
      const url = withQuery(versioned('/me/media'), {
        fields: MEDIA_FIELDS,
        limit: '25',
        access_token: accessToken,
        ...(after ? { after } : {}),
      });
      const body = await call(url);
      if (!Array.isArray(body.data)) throw malformed('/me/media', 'data');
      const paging = isRecord(body.paging) ? body.paging : {};
      const cursors = isRecord(paging.cursors) ? paging.cursors : {};
      return {
        media: body.data.filter(isRecord).flatMap((item) => readMedia(item) ?? []),
        // Graph paging: a page with `next` has more; the `after` cursor reads it (reference A4).
        after: paging.next ? text(cursors.after) : undefined,
      };
    },
  };
}

function toSendApiMessage(message: OutgoingMessage) {
  if ('text' in message) {
    assertMessageSize(message.text);
    return { text: message.text };
  }
  return { attachment: { type: 'image', payload: { url: message.imageUrl } } };
}

function assertMessageSize(value: string) {
  const bytes = Buffer.byteLength(value, 'utf8');
  if (bytes > MAX_MESSAGE_BYTES) {
    throw new RangeError(`A message is ${bytes} bytes; the Send API takes at most ${MAX_MESSAGE_BYTES}`);
  }
}

const withQuery = (base: string, query: Record<string, string>) => `${base}?${new URLSearchParams(query)}`;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value ? value : typeof value === 'number' ? String(value) : undefined;

const malformed = (what: string, fields: string) =>
  new InstagramApiError({ status: 502, message: `Instagram's ${what} answer lacks ${fields}` });

/** One HTTP call; the body parsed with ids kept exact; Meta's `{ error }` (or any non-2xx) thrown as InstagramApiError. */
async function call(url: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  const raw = await response.text();
  const body = parseJsonLosslessly(raw);
  const error = isRecord(body) && isRecord(body.error) ? body.error : undefined;
  if (!response.ok || error) {
    throw new InstagramApiError({
      status: response.ok ? 400 : response.status,
      code: typeof error?.code === 'number' ? error.code : Number(error?.code) || undefined,
      subcode: typeof error?.error_subcode === 'number' ? error.error_subcode : undefined,
      message:
        text(error?.message) ??
        text(body && isRecord(body) ? body.error_message : undefined) ??
        `HTTP ${response.status}`,
    });
  }
  if (!isRecord(body))
    throw new InstagramApiError({ status: 502, message: 'Instagram answered something other than JSON' });
  return body;
}

const firstOfData = (body: Record<string, unknown>) =>
  Array.isArray(body.data) && isRecord(body.data[0]) ? body.data[0] : body;

/** The code exchange answers flat or as `{ data: [ … ] }` (reference A6: accept both). */
function readShortLivedToken(body: Record<string, unknown>): ShortLivedToken {
  const entry = firstOfData(body);
  const accessToken = text(entry.access_token);
  const userId = text(entry.user_id);
  if (!accessToken || !userId) throw malformed('code exchange', 'access_token and user_id');
  const permissions = Array.isArray(entry.permissions)
    ? entry.permissions.filter((item): item is string => typeof item === 'string')
    : (text(entry.permissions)
        ?.split(',')
        .map((item) => item.trim()) ?? []);
  return { accessToken, userId, permissions };
}

function readLongLivedToken(body: Record<string, unknown>): LongLivedToken {
  const accessToken = text(body.access_token);
  const expiresIn = Number(body.expires_in);
  if (!accessToken || !Number.isFinite(expiresIn)) throw malformed('token', 'access_token and expires_in');
  return { accessToken, expiresIn };
}

const MEDIA_TYPES = new Set(['IMAGE', 'VIDEO', 'CAROUSEL_ALBUM']);

function readMedia(item: Record<string, unknown>): InstagramMedia | undefined {
  const id = text(item.id);
  const mediaType = text(item.media_type);
  if (!id || !mediaType || !MEDIA_TYPES.has(mediaType)) return undefined;
  const children =
    isRecord(item.children) && Array.isArray(item.children.data) ? item.children.data : undefined;
  return {
    id,
    mediaType: mediaType as InstagramMedia['mediaType'],
    mediaUrl: text(item.media_url),
    caption: text(item.caption),
    permalink: text(item.permalink),
    timestamp: text(item.timestamp),
    children: children?.filter(isRecord).flatMap((child) => {
      const childId = text(child.id);
      const childType = text(child.media_type);
      if (!childId || (childType !== 'IMAGE' && childType !== 'VIDEO')) return [];
      return [{ id: childId, mediaType: childType, mediaUrl: text(child.media_url) }];
    }),
  };
}
