import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtist, type TestArtist } from '../../../tests/fixtures/test-artists.ts';
import { conversations, leads, studioMembers, studios } from '../../db/schema/index.ts';
import { SHELL_FILE, staticClient, WIDGET_LOADER_FILE } from '../../lib/client-hosting.ts';

const IDEA = 'A small blackwork swallow on my forearm, about 8 cm, budget $400';

/** A built client in miniature: the shell, the widget's loader and one prerendered page. */
function writeBuiltClient(dir: string) {
  writeFileSync(join(dir, SHELL_FILE), '<html><body><div id="root"></div></body></html>');
  writeFileSync(join(dir, WIDGET_LOADER_FILE), '(()=>{})();');
  mkdirSync(join(dir, 'terms'));
  writeFileSync(join(dir, 'terms', 'index.html'), '<html><body><h1>Terms</h1></body></html>');
}

const frameAncestorsOf = (response: Response) =>
  (response.headers.get('content-security-policy') ?? '')
    .split(';')
    .find((directive) => directive.startsWith('frame-ancestors'));

// PGlite only: headers, validation and two columns behave the same on PostgreSQL.
describe('the website widget (decision 074)', () => {
  let dir: string;
  let testApp: TestApp;
  let ana: TestArtist;
  let ben: TestArtist;
  let studioId: string;

  const page = (path: string) => fetch(`${testApp.url}${path}`, { headers: { accept: 'text/html' } });
  const putOrigins = (artist: TestArtist, target: 'artist' | 'studio', origins: unknown) =>
    artist.browser.request(`/api/widget/${target}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: testApp.url },
      body: JSON.stringify({ origins }),
    });
  const consult = (body: Record<string, unknown>) =>
    fetch(`${testApp.url}/api/chat/consult`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ role: 'user', content: IDEA }], ...body }),
    });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'inkdesk-widget-'));
    writeBuiltClient(dir);
    testApp = await startTestApp('pglite', {}, { client: staticClient(dir) });
    ana = await createArtist(testApp.url, {
      email: 'ana@example.com',
      artistName: 'Ana Ink',
      styles: ['Blackwork'],
    });
    ben = await createArtist(testApp.url, {
      email: 'ben@example.com',
      artistName: 'Ben Bold',
      styles: ['Blackwork'],
    });
    const [studio] = await testApp.database.db
      .insert(studios)
      .values({ ownerId: ana.id, name: 'Ana & Co', publicHandle: 'ana-and-co' })
      .returning({ id: studios.id });
    studioId = studio!.id;
    await testApp.database.db.insert(studioMembers).values({ studioId, userId: ana.id, role: 'owner' });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lets only the allowed sites frame the embed page; none set is none', async () => {
    const before = await page(`/embed/a/${ana.publicHandle}`);
    expect(before.status).toBe(200);
    expect(await before.text()).toContain('<div id="root"></div>');
    expect(frameAncestorsOf(before)).toBe("frame-ancestors 'none'");

    const saved = await putOrigins(ana, 'artist', ['https://ana.example', 'http://localhost:8080/']);
    expect(saved.status).toBe(200);
    const after = await page(`/embed/a/${ana.publicHandle}?from=https%3A%2F%2Fana.example%2F`);
    expect(frameAncestorsOf(after)).toBe('frame-ancestors https://ana.example http://localhost:8080');
    // The rest of the policy is every page's, and X-Frame-Options (only "this origin" or "nobody") is gone.
    expect(after.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(after.headers.get('x-frame-options')).toBeNull();
    // Ben's page is Ben's: Ana's sites cannot frame it.
    expect(frameAncestorsOf(await page(`/embed/a/${ben.publicHandle}`))).toBe("frame-ancestors 'none'");
  });

  it('refuses framing of an unknown handle with a 404 page', async () => {
    for (const path of ['/embed/a/nobody-here', '/embed/s/nobody-here', '/embed/a/bad%20handle']) {
      const response = await page(path);
      expect(response.status, path).toBe(404);
      expect(frameAncestorsOf(response), path).toBe("frame-ancestors 'none'");
    }
  });

  it("frames a studio's embed by the studio's own allowlist, which only its owner sets", async () => {
    expect((await putOrigins(ana, 'studio', ['https://shop.example'])).status).toBe(200);
    expect(frameAncestorsOf(await page('/embed/s/ana-and-co'))).toBe('frame-ancestors https://shop.example');
    expect((await putOrigins(ben, 'studio', ['https://evil.example'])).status).toBe(404);
    const settings = await (await ana.browser.request('/api/widget')).json();
    expect(settings).toEqual({
      artist: { handle: ana.publicHandle, origins: ['https://ana.example', 'http://localhost:8080'] },
      studio: { handle: 'ana-and-co', name: 'Ana & Co', origins: ['https://shop.example'] },
    });
    expect((await (await ben.browser.request('/api/widget')).json()).studio).toBeNull();
  });

  it('keeps every other page and the API unframeable, and serves the loader to any site', async () => {
    for (const path of ['/terms', `/a/${ana.publicHandle}`, '/api/health']) {
      const response = await page(path);
      expect(frameAncestorsOf(response), path).toBe("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
    }
    const loader = await fetch(`${testApp.url}/${WIDGET_LOADER_FILE}`);
    expect(loader.status).toBe(200);
    expect(loader.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(loader.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('accepts origins only as scheme, host and port, at most ten, naming the field', async () => {
    for (const bad of [
      ['https://ana.example/shop'],
      ['https://ana.example?x=1'],
      ['ftp://ana.example'],
      ['javascript:alert(1)'],
      ['https://user@ana.example'],
      ['ana.example'],
      Array.from({ length: 11 }, (_, index) => `https://site${index}.example`),
      'https://ana.example',
    ]) {
      const response = await putOrigins(ana, 'artist', bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(Object.keys((await response.json()).errors), JSON.stringify(bad)).toEqual(['origins']);
    }
    const response = await putOrigins(ana, 'artist', ['HTTPS://Ana.Example:443', 'https://ana.example']);
    expect(await response.json()).toEqual({ handle: ana.publicHandle, origins: ['https://ana.example'] });
  });

  it("records the page a chat began on and copies it to the lead; later turns don't move it", async () => {
    const sessionId = nanoid();
    const sourceUrl = 'https://ana.example/flash?utm_source=site';
    expect((await consult({ sessionId, artistId: ana.id, sourceUrl })).status).toBe(200);
    expect(
      (await consult({ sessionId, artistId: ana.id, sourceUrl: 'https://elsewhere.example/' })).status,
    ).toBe(200);
    const [conversation] = await testApp.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.sessionId, sessionId));
    expect(conversation!.sourceUrl).toBe(sourceUrl);
    expect(conversation!.studioId).toBeNull();

    const saved = await fetch(`${testApp.url}/api/chat/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId, email: 'client@example.com', directionSummary: '', clarityScore: 0 }),
    });
    const { leadId } = await saved.json();
    const [lead] = await testApp.database.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead!.sourceUrl).toBe(sourceUrl);
    const details = await (await ana.browser.request(`/api/admin/leads/${leadId}/details`)).json();
    expect(details.lead.sourceUrl).toBe(sourceUrl);
  });

  it('refuses a source that is not an http(s) URL or too long, naming sourceUrl', async () => {
    for (const sourceUrl of [
      'javascript:alert(1)',
      'not a url',
      `https://ana.example/${'x'.repeat(2000)}`,
      42,
    ]) {
      const response = await consult({ sessionId: nanoid(), artistId: ana.id, sourceUrl });
      expect(response.status, String(sourceUrl)).toBe(400);
      expect(Object.keys((await response.json()).errors)).toEqual(['sourceUrl']);
    }
  });

  it("files a studio chat under its studio, only for one of the studio's artists", async () => {
    const sessionId = nanoid();
    expect((await consult({ sessionId, artistId: ana.id, studioId })).status).toBe(200);
    const [conversation] = await testApp.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.sessionId, sessionId));
    expect(conversation!.studioId).toBe(studioId);
    const foreign = await consult({ sessionId: nanoid(), artistId: ben.id, studioId });
    expect(foreign.status).toBe(400);
    expect(Object.keys((await foreign.json()).errors)).toEqual(['studioId']);
  });
});
