import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/fixtures/test-app.ts';
import type { TestArtist } from '../../../../tests/fixtures/test-artists.ts';
import { createConnectedArtist, sandboxDm } from '../../../../tests/fixtures/test-instagram.ts';
import { requestJson } from '../../../../tests/fixtures/test-requests.ts';
import { GRAPH_API_VERSION } from '../create-instagram-graph.ts';
import { SANDBOX_APP_ID, SANDBOX_PATH } from './create-sandbox-graph.ts';
import { sandboxId } from './sandbox-ids.ts';

/** What an attacker can make with no key: the sandbox's old token format, unsigned base64 JSON. */
const handMadeToken = (accountId: string, username: string) =>
  `IGSBX${Buffer.from(JSON.stringify({ accountId, username, kind: 'long', issuedAt: Date.now() })).toString('base64url')}`;

const graphErrorBody = { error: expect.objectContaining({ type: 'OAuthException', code: 190 }) };

describe('sandbox Graph tokens are signed and checked on every call (issue #24 item 2)', () => {
  let app: TestApp;
  let artist: TestArtist;
  let igUserId: string;
  const graph = (path: string) => `${app.url}${SANDBOX_PATH}/${GRAPH_API_VERSION}${path}`;

  beforeAll(async () => {
    app = await startTestApp('pglite');
    ({ artist, igUserId } = await createConnectedArtist(app, {
      email: 'victim@example.com',
      artistName: 'Victim Ink',
      username: 'victim.ink',
    }));
    await sandboxDm(app, artist, { username: 'real.client', text: 'Hi, a small rose please' });
  });
  afterAll(() => app?.close());

  it("refuses a hand-made token posting into another artist's thread, and the thread stays as it was", async () => {
    const clientId = sandboxId(igUserId, 'client', 'real.client');
    const thread = () =>
      requestJson(app.url, artist.browser, 'GET', '/api/instagram/sandbox/thread?username=real.client');
    const before = (await thread()).body;
    const response = await fetch(graph(`/${igUserId}/messages`), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${handMadeToken(igUserId, 'victim.ink')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ recipient: { id: clientId }, message: { text: 'Forged artist reply' } }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(graphErrorBody);
    expect((await thread()).body).toEqual(before);
    expect(JSON.stringify(before)).not.toContain('Forged artist reply');
  });

  it('refuses a hand-made token reading a client profile or unsubscribing the account', async () => {
    const token = handMadeToken(igUserId, 'victim.ink');
    const clientId = sandboxId(igUserId, 'client', 'real.client');
    const profile = await fetch(graph(`/${clientId}?access_token=${token}`));
    expect(profile.status).toBe(401);
    expect(await profile.json()).toEqual(graphErrorBody);
    const unsubscribe = await fetch(graph(`/me/subscribed_apps?access_token=${token}`), { method: 'DELETE' });
    expect(unsubscribe.status).toBe(401);
    const subscribed = await fetch(graph(`/me/subscribed_apps?access_token=${token}`));
    expect(subscribed.status).toBe(401);
  });

  it('refuses a real token whose payload was changed to another account', async () => {
    const { body } = await requestJson(app.url, artist.browser, 'GET', '/api/instagram/connection');
    expect(body.account.username).toBe('victim.ink');
    // A token with a signature, but over other claims: re-signing needs the key.
    const tampered = `${handMadeToken(sandboxId('account', 'someone.else'), 'someone.else')}.AAAA`;
    const response = await fetch(graph(`/me?access_token=${tampered}`));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(graphErrorBody);
  });

  it("redirects consent only to the app's own Instagram callback", async () => {
    const query = (redirectUri: string) =>
      new URLSearchParams({ username: 'victim.ink', redirect_uri: redirectUri, state: 's' }).toString();
    const evil = await fetch(`${app.url}${SANDBOX_PATH}/oauth/approve?${query('https://evil.example/cb')}`, {
      redirect: 'manual',
    });
    expect(evil.status).toBe(400);
    expect(evil.headers.get('location')).toBeNull();
    const authorize = await fetch(
      `${app.url}${SANDBOX_PATH}/oauth/authorize?${new URLSearchParams({
        client_id: SANDBOX_APP_ID,
        response_type: 'code',
        redirect_uri: 'https://evil.example/cb',
      })}`,
    );
    expect(authorize.status).toBe(400);
    const own = await fetch(
      `${app.url}${SANDBOX_PATH}/oauth/approve?${query(`${app.url}/api/instagram/callback`)}`,
      { redirect: 'manual' },
    );
    expect(own.status).toBe(302);
    expect(own.headers.get('location')).toMatch(new RegExp(`^${app.url}/api/instagram/callback\\?code=`));
  });
});
