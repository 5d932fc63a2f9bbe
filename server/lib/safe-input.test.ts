import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../tests/fixtures/test-app.ts';
import { createArtist, type TestArtist } from '../../tests/fixtures/test-artists.ts';
import { signIn, TestBrowser } from '../../tests/fixtures/test-browser.ts';
import { testDatabaseKinds } from '../../tests/fixtures/test-database.ts';
import { insertLead } from '../../tests/fixtures/test-leads.ts';
import { requestJson } from '../../tests/fixtures/test-requests.ts';
import { MAX_INPUT_DEPTH } from './safe-input.ts';

const NUL = 'before\u0000after';
const LONE_SURROGATE = 'half an emoji \uD83D';

/** `{"bio": [[[…]]]}` nested `depth` levels: built as text, as an attacker would send it. */
const deeplyNested = (depth: number) => `{"bio":${'['.repeat(depth)}${']'.repeat(depth)}}`;

describe.each(testDatabaseKinds())('bad input is a 400 naming the field (issue #12 item 9) [%s]', (kind) => {
  let testApp: TestApp;
  let artist: TestArtist;
  let admin: TestBrowser;
  let leadId: string;
  beforeAll(async () => {
    testApp = await startTestApp(kind);
    artist = await createArtist(testApp.url, {
      email: 'safe-input@example.com',
      artistName: 'Safe Input',
      styles: ['Blackwork'],
    });
    leadId = await insertLead(testApp.database.db, artist.id);
    admin = (
      await createArtist(testApp.url, { email: TEST_ADMIN_EMAIL, artistName: 'Studio', styles: ['Realism'] })
    ).browser;
  });
  afterAll(() => testApp.close());

  const expectFieldError = (
    result: { status: number; body: { errors?: Record<string, string> } },
    field: string,
  ) => {
    expect(result.status).toBe(400);
    expect(Object.keys(result.body.errors ?? {})).toEqual([field]);
  };

  it.each([
    ['a NUL character', NUL],
    ['a lone UTF-16 surrogate', LONE_SURROGATE],
  ])('%s in preferences, lead notes, experiment fields, chat content and the save name', async (_, text) => {
    const { url } = testApp;
    expectFieldError(
      await requestJson(url, artist.browser, 'PATCH', '/api/user/preferences', { bio: text }),
      'bio',
    );
    expectFieldError(
      await requestJson(url, artist.browser, 'PATCH', `/api/admin/leads/${leadId}`, { notes: text }),
      'notes',
    );
    expectFieldError(
      await requestJson(url, admin, 'POST', '/api/admin/experiments', { name: text, description: 'x' }),
      'name',
    );
    const sessionId = nanoid();
    expectFieldError(
      await requestJson(url, null, 'POST', '/api/chat/consult', {
        sessionId,
        messages: [{ role: 'user', content: text }],
      }),
      'messages',
    );
    expectFieldError(
      await requestJson(url, null, 'POST', '/api/chat/save', {
        sessionId,
        email: 'client@example.com',
        name: text,
        directionSummary: '',
        clarityScore: 0,
      }),
      'name',
    );
  });

  it('a NUL character in the sign-in form', async () => {
    const browser = new TestBrowser(testApp.url);
    const { response } = await signIn(browser, { email: 'nul@example.com', name: NUL });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/name/i);
  });

  it('JSON nested 2,000 levels deep', async () => {
    const response = await artist.browser.request('/api/user/preferences', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', origin: testApp.url },
      body: deeplyNested(2000),
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errors).toEqual({ bio: `must not nest more than ${MAX_INPUT_DEPTH} levels deep` });
  });

  /** A multipart upload of one tiny "image" to the portfolio, cut or malformed as `shape` says. */
  async function upload(shape: 'truncated' | 'no closing boundary' | 'long boundary') {
    const boundary = shape === 'long boundary' ? 'b'.repeat(300) : 'inkdeskboundary';
    const part =
      `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\n` +
      `Content-Type: image/png\r\n\r\n${'x'.repeat(2000)}`;
    const body =
      shape === 'truncated'
        ? part
        : shape === 'no closing boundary'
          ? `${part}\r\n`
          : `${part}\r\n--${boundary}--\r\n`;
    return artist.browser.request('/api/portfolio/bulk-upload', {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: testApp.url },
      body,
    });
  }

  it.each(['truncated', 'no closing boundary', 'long boundary'] as const)('multipart: %s', async (shape) => {
    const response = await upload(shape);
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toHaveProperty('images');
  });
});
