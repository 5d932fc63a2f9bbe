import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { GRAPH_API_VERSION, MAX_MESSAGE_BYTES, SUBSCRIBED_FIELDS } from '../create-instagram-graph.ts';
import { isRecord } from '../lossless-json.ts';
import { authorizePage } from './authorize-page.ts';
import { SANDBOX_APP_ID, type SandboxGraph } from './create-sandbox-graph.ts';
import { sandboxId } from './sandbox-ids.ts';
import { sandboxFeed, sandboxImage } from './sandbox-media.ts';
import { createSandboxTokens, type SandboxTokenClaims } from './sandbox-tokens.ts';

const LONG_LIVED_SECONDS = 60 * 86_400;
const PAGE_SIZE_MAX = 25;
const VERSION = GRAPH_API_VERSION;

type Query = Record<string, string | undefined>;

/** Meta's error body: `{ error: { message, type, code, fbtrace_id } }`. */
function graphError(reply: FastifyReply, status: number, code: number, message: string) {
  return reply
    .code(status)
    .send({ error: { message, type: 'OAuthException', code, fbtrace_id: randomBytes(8).toString('hex') } });
}

/** JSON whose id fields are bare numbers, as Meta sends them (reference A6): the app must parse losslessly. */
function sendWithBareIds(reply: FastifyReply, body: unknown, idFields: string[]) {
  let raw = JSON.stringify(body);
  for (const field of idFields) raw = raw.replace(new RegExp(`"${field}":"(\\d+)"`, 'g'), `"${field}":$1`);
  return reply.type('application/json').send(raw);
}

/**
 * The sandbox Graph server's HTTP face (reference A1–A6 shapes): OAuth authorize/approve, the code exchange
 * (form-encoded, answering the `data[0]` form with a bare-number user_id), long-lived and refreshed tokens,
 * /me, subscribed_apps, the Send API with its 1000-byte limit and private replies, /me/media with paging and
 * carousel children, and a CDN for the images. Registered under SANDBOX_PATH. Every route is public, as Meta's
 * are; the Graph calls check the sandbox token they carry (decision 041).
 */
export async function sandboxRoutes(
  app: FastifyInstance,
  { sandbox, hasControls }: { sandbox: SandboxGraph; hasControls: boolean },
) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  const codes = new Map<string, { claims: SandboxTokenClaims; redirectUri: string; expiresAt: number }>();
  const tokens = createSandboxTokens(sandbox.options.appSecret);

  function failureFor(reply: FastifyReply, endpoint: string) {
    const failure = sandbox.takeFailure(endpoint);
    return failure
      ? graphError(reply, failure.status, failure.code ?? 2, 'Injected sandbox failure')
      : undefined;
  }

  function tokenClaims(reply: FastifyReply, token: unknown) {
    const claims = tokens.read(token);
    // Meta's code for a token it did not issue; 401, as nothing was authenticated.
    if (!claims) graphError(reply, 401, 190, 'Invalid OAuth access token - Cannot parse access token');
    else sandbox.rememberAccount(claims.accountId, claims.username);
    return claims;
  }

  function longLived(claims: SandboxTokenClaims) {
    return {
      access_token: tokens.issue({ ...claims, kind: 'long', issuedAt: Date.now() }),
      token_type: 'bearer',
      expires_in: LONG_LIVED_SECONDS,
    };
  }

  app.get('/oauth/authorize', { config: { access: 'public' } }, async (request, reply) => {
    const query = request.query as Query;
    if (
      query.client_id !== SANDBOX_APP_ID ||
      query.response_type !== 'code' ||
      query.redirect_uri !== sandbox.options.redirectUri
    ) {
      return graphError(reply, 400, 100, 'Invalid client_id, response_type or redirect_uri');
    }
    return reply.type('text/html; charset=utf-8').send(
      authorizePage({
        approveUrl: `${sandbox.options.publicUrl}/oauth/approve`,
        hidden: { redirect_uri: query.redirect_uri, state: query.state ?? '' },
        suggestedUsername: `sandbox_artist_${randomBytes(2).toString('hex')}`,
      }),
    );
  });

  app.get('/oauth/approve', { config: { access: 'public' } }, async (request, reply) => {
    const { username = '', redirect_uri: redirectUri = '', state = '' } = request.query as Query;
    if (!/^[A-Za-z0-9._]{1,30}$/.test(username)) {
      return graphError(reply, 400, 100, 'A sandbox username (letters, digits, . and _) is required');
    }
    // Only the app's registered callback, as Meta allows only registered redirect URIs: any other would hand
    // the code (and the consent) to whoever named it.
    if (redirectUri !== sandbox.options.redirectUri) {
      return graphError(reply, 400, 100, "redirect_uri must be the app's Instagram callback");
    }
    const code = randomBytes(24).toString('base64url');
    const claims = {
      accountId: sandboxId('account', username.toLowerCase()),
      username,
      kind: 'short' as const,
      issuedAt: Date.now(),
    };
    codes.set(code, { claims, redirectUri, expiresAt: Date.now() + 10 * 60_000 });
    const target = new URL(redirectUri);
    target.searchParams.set('code', code);
    target.searchParams.set('state', state);
    // Instagram appends #_ to the redirect (reference A6).
    return reply.redirect(`${target.toString()}#_`);
  });

  app.post('/oauth/access_token', { config: { access: 'public' } }, async (request, reply) => {
    if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      return graphError(reply, 400, 100, 'The code exchange takes a form-encoded body');
    }
    const failed = failureFor(reply, 'oauth');
    if (failed) return failed;
    const body = (request.body ?? {}) as Query;
    const grant = body.code ? codes.get(body.code) : undefined;
    if (body.client_id !== SANDBOX_APP_ID || body.client_secret !== sandbox.options.appSecret) {
      return graphError(reply, 400, 101, 'Error validating client secret');
    }
    if (
      !grant ||
      grant.expiresAt < Date.now() ||
      grant.redirectUri !== body.redirect_uri ||
      body.grant_type !== 'authorization_code'
    ) {
      return graphError(reply, 400, 36009, 'This authorization code has been used or is invalid');
    }
    codes.delete(body.code!);
    sandbox.rememberAccount(grant.claims.accountId, grant.claims.username);
    return sendWithBareIds(
      reply,
      {
        data: [
          {
            access_token: tokens.issue(grant.claims),
            // Instagram-scoped, as Meta's may be: not the professional account id /me answers (reference A6).
            user_id: sandboxId('login', grant.claims.accountId),
            permissions:
              'instagram_business_basic,instagram_business_manage_messages,instagram_business_manage_comments',
          },
        ],
      },
      ['user_id'],
    );
  });

  app.get('/access_token', { config: { access: 'public' } }, async (request, reply) => {
    const query = request.query as Query;
    const failed = failureFor(reply, 'access_token');
    if (failed) return failed;
    if (query.grant_type !== 'ig_exchange_token' || query.client_secret !== sandbox.options.appSecret) {
      return graphError(reply, 400, 101, 'Error validating client secret');
    }
    const claims = tokenClaims(reply, query.access_token);
    return claims && longLived(claims);
  });

  app.get('/refresh_access_token', { config: { access: 'public' } }, async (request, reply) => {
    const query = request.query as Query;
    const failed = failureFor(reply, 'refresh_access_token');
    if (failed) return failed;
    if (query.grant_type !== 'ig_refresh_token')
      return graphError(reply, 400, 100, 'grant_type must be ig_refresh_token');
    const claims = tokenClaims(reply, query.access_token);
    if (claims && claims.kind !== 'long')
      return graphError(reply, 400, 190, 'Only long-lived tokens can be refreshed');
    return claims && longLived(claims);
  });

  app.get(`/${VERSION}/me`, { config: { access: 'public' } }, async (request, reply) => {
    const failed = failureFor(reply, 'me');
    if (failed) return failed;
    const claims = tokenClaims(reply, (request.query as Query).access_token);
    if (!claims) return reply;
    const profile = {
      user_id: claims.accountId,
      username: claims.username,
      id: sandboxId('app-scoped', claims.accountId),
      name: claims.username,
    };
    return sendWithBareIds(reply, profile, []);
  });

  // The User Profile API: only for a client who messaged this account, as Meta requires their consent.
  app.get(`/${VERSION}/:clientId`, { config: { access: 'public' } }, async (request, reply) => {
    const failed = failureFor(reply, 'user-profile');
    if (failed) return failed;
    const claims = tokenClaims(reply, (request.query as Query).access_token);
    if (!claims) return reply;
    const { clientId } = request.params as { clientId: string };
    const username = sandbox.clientUsernameOf(claims.accountId, clientId);
    if (!username) return graphError(reply, 400, 100, 'User consent is required to access user profile');
    return sendWithBareIds(reply, { id: clientId, username, name: username }, []);
  });

  app.route({
    method: ['POST', 'DELETE', 'GET'],
    url: `/${VERSION}/me/subscribed_apps`,
    config: { access: 'public' },
    handler: async (request, reply) => {
      const failed = failureFor(reply, 'subscribed_apps');
      if (failed) return failed;
      const claims = tokenClaims(reply, (request.query as Query).access_token);
      if (!claims) return reply;
      if (request.method === 'GET') {
        const fields = sandbox.isSubscribed(claims.accountId) ? SUBSCRIBED_FIELDS : [];
        return { data: fields.length ? [{ subscribed_fields: fields }] : [] };
      }
      sandbox.setSubscribed(claims.accountId, request.method === 'POST');
      return { success: true };
    },
  });

  app.post(`/${VERSION}/:accountId/messages`, { config: { access: 'public' } }, async (request, reply) => {
    const failed = failureFor(reply, 'messages');
    if (failed) return failed;
    const bearer = request.headers.authorization?.replace(/^Bearer /, '');
    const claims = tokenClaims(reply, bearer ?? (request.query as Query).access_token);
    if (!claims) return reply;
    const { accountId } = request.params as { accountId: string };
    if (accountId !== claims.accountId && accountId !== 'me')
      return graphError(reply, 403, 200, 'Token does not own this account');
    const body = isRecord(request.body) ? request.body : {};
    const recipient = isRecord(body.recipient) ? body.recipient : {};
    const message = isRecord(body.message) ? body.message : {};
    const text = typeof message.text === 'string' ? message.text : undefined;
    if (text !== undefined && Buffer.byteLength(text, 'utf8') > MAX_MESSAGE_BYTES) {
      return graphError(
        reply,
        400,
        100,
        `(#100) Length of param message[text] must be less than or equal to ${MAX_MESSAGE_BYTES}`,
      );
    }
    if (typeof recipient.comment_id === 'string') {
      const privateReply =
        text &&
        (await sandbox.sendPrivateReply({
          accountId: claims.accountId,
          commentId: recipient.comment_id,
          text,
        }));
      if (privateReply) return { recipient_id: privateReply.recipientId, message_id: privateReply.mid };
      // A comment the sandbox never made (a test's own webhook): answered as Meta would, with no DM to show.
      return {
        recipient_id: sandboxId(claims.accountId, 'commenter', recipient.comment_id),
        message_id: randomBytes(16).toString('hex'),
      };
    }
    const clientId = typeof recipient.id === 'string' ? recipient.id : '';
    if (!sandbox.hasClient(clientId)) return graphError(reply, 400, 100, '(#100) No matching user found');
    const tag =
      body.tag === 'HUMAN_AGENT' && body.messaging_type === 'MESSAGE_TAG' ? ('HUMAN_AGENT' as const) : null;
    const attachment =
      isRecord(message.attachment) && isRecord(message.attachment.payload)
        ? message.attachment.payload
        : undefined;
    const shown = text ?? (typeof attachment?.url === 'string' ? `[image] ${attachment.url}` : '');
    if (!shown) return graphError(reply, 400, 100, '(#100) message must have text or an attachment');
    const mid = sandbox.recordAccountSend({ accountId: claims.accountId, clientId, text: shown, tag });
    return { recipient_id: clientId, message_id: mid };
  });

  app.get(`/${VERSION}/me/media`, { config: { access: 'public' } }, async (request, reply) => {
    const failed = failureFor(reply, 'media');
    if (failed) return failed;
    const query = request.query as Query;
    const claims = tokenClaims(reply, query.access_token);
    if (!claims) return reply;
    const limit = Math.min(Number(query.limit) || PAGE_SIZE_MAX, PAGE_SIZE_MAX);
    const feed = sandboxFeed(claims.accountId, sandbox.feedSize()).filter(
      (item) => !sandbox.isDeleted(item.id),
    );
    const start = query.after ? Number(Buffer.from(query.after, 'base64url').toString()) || 0 : 0;
    const page = feed.slice(start, start + limit);
    const cdn = (id: string) => `${sandbox.options.publicUrl}/cdn/${id}.jpg`;
    const data = page.map((item) => ({
      ...item,
      media_url: item.media_type === 'CAROUSEL_ALBUM' ? undefined : cdn(item.id),
      permalink: `${sandbox.options.publicUrl}/p/${item.id}`,
      children: item.children && {
        data: item.children.map((child) => ({ ...child, media_url: cdn(child.id) })),
      },
    }));
    const cursor = (index: number) => Buffer.from(String(index)).toString('base64url');
    const hasMore = start + limit < feed.length;
    const next = new URL(`${sandbox.options.publicUrl}/${VERSION}/me/media`);
    next.search = new URLSearchParams({ ...query, after: cursor(start + limit) } as Record<
      string,
      string
    >).toString();
    return sendWithBareIds(
      reply,
      {
        data,
        paging: {
          cursors: { before: cursor(start), after: cursor(start + limit) },
          ...(hasMore ? { next: next.toString() } : {}),
        },
      },
      [],
    );
  });

  // Outside production: make the sandbox misbehave on demand (429s, deleted posts, a longer feed), for tests and demos.
  if (hasControls) {
    app.post('/_control/fail-next', { config: { access: 'public' } }, async (request) => {
      const body = isRecord(request.body) ? request.body : {};
      sandbox.failNext({
        endpoint: String(body.endpoint),
        status: Number(body.status) || 429,
        code: body.code === undefined ? undefined : Number(body.code),
        times: Number(body.times) || 1,
      });
      return { ok: true };
    });
    app.post('/_control/delete-media', { config: { access: 'public' } }, async (request) => {
      const body = isRecord(request.body) ? request.body : {};
      sandbox.deleteMedia(String(body.mediaId));
      return { ok: true };
    });
    app.post('/_control/feed-size', { config: { access: 'public' } }, async (request) => {
      const body = isRecord(request.body) ? request.body : {};
      sandbox.setFeedSize(Math.max(0, Math.min(200, Number(body.size) || 0)));
      return { ok: true };
    });
    app.post('/_control/echo', { config: { access: 'public' } }, async (request) => {
      const body = isRecord(request.body) ? request.body : {};
      return sandbox.sendFromInstagramApp({
        accountId: String(body.accountId),
        clientUsername: String(body.clientUsername),
        text: String(body.text),
      });
    });
  }

  app.get('/cdn/:file', { config: { access: 'public' } }, async (request, reply) => {
    const match = /^(\d{1,20})\.jpg$/.exec((request.params as { file: string }).file);
    if (!match) return graphError(reply, 404, 100, 'No such media');
    return reply
      .type('image/jpeg')
      .header('cache-control', 'no-store')
      .send(await sandboxImage(match[1]!));
  });
}
