import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL_TOKEN } from '#common/constants/support-email.ts';
import { openTestDatabase } from '../../tests/fixtures/test-database.ts';
import { openTestJobQueue } from '../../tests/fixtures/test-job-queue.ts';
import { type App, buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { parseEnv } from '../env.ts';
import type { JobQueue } from '../jobs/types.ts';
import { pickEncoding, SHELL_FILE, staticClient, viteClient } from './client-hosting.ts';

/** A built client in miniature: the shell, two prerendered pages and one asset. */
function writeBuiltClient(dir: string) {
  const page = (body: string) =>
    `<html><head><meta name="inkdesk:support-email" content="${SUPPORT_EMAIL_TOKEN}"></head><body><div id="root">${body}</div></body></html>`;
  writeFileSync(join(dir, SHELL_FILE), page(''));
  writeFileSync(
    join(dir, 'index.html'),
    page(`<h1>Landing</h1><a href="mailto:${SUPPORT_EMAIL_TOKEN}">mail</a>`),
  );
  mkdirSync(join(dir, 'terms'));
  writeFileSync(join(dir, 'terms', 'index.html'), page('<h1>Terms</h1>'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app-abc.js'), `console.log(${JSON.stringify('x'.repeat(2000))});`);
}

describe('serving the built client', () => {
  let dir: string;
  let database: Database;
  let jobs: JobQueue;
  let app: App;
  const page = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'inkdesk-client-'));
    writeBuiltClient(dir);
    database = await openTestDatabase('pglite');
    jobs = await openTestJobQueue(database);
    app = await buildApp({
      env: parseEnv({
        NODE_ENV: 'test',
        SUPPORT_EMAIL: 'help@studio.example',
        LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
      }),
      db: database.db,
      jobs,
      client: staticClient(dir),
    });
  });
  afterAll(async () => {
    await app.close();
    await jobs.stop();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves each prerendered page at its path, with the configured support address', async () => {
    const landing = await page('/');
    expect(landing.statusCode).toBe(200);
    expect(landing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(landing.headers['cache-control']).toBe('no-cache');
    expect(landing.body).toContain('<h1>Landing</h1>');
    expect(landing.body).toContain('href="mailto:help@studio.example"');
    expect(landing.body).toContain('content="help@studio.example"');
    expect(landing.body).not.toContain(SUPPORT_EMAIL_TOKEN);
    expect((await page('/terms')).body).toContain('<h1>Terms</h1>');
    expect((await page('/terms/?from=footer')).body).toContain('<h1>Terms</h1>');
  });

  it('gives a request with a session cookie the shell, so the router decides: dashboard at /, only /setup mid-setup', async () => {
    for (const url of ['/', '/terms']) {
      const response = await page(url, { cookie: 'inkdesk_session=whatever' });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.headers.vary, url).toContain('Cookie');
    }
  });

  it('gives other client routes the shell, never a raw page file', async () => {
    for (const url of [
      '/dashboard',
      '/dashboard/leads',
      '/admin',
      '/setup',
      '/demo/storage',
      '/a/maravale-ink',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).toContain('help@studio.example');
    }
  });

  it('answers unknown paths 404 with the shell, whose router shows the not-found page', async () => {
    for (const url of ['/no/such/page', '/index.html', '/terms/index.html', '/dashboard/a/b']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  });

  it('compresses pages and sends precompressed assets with a long cache', async () => {
    const landing = await page('/', { 'accept-encoding': 'gzip, br' });
    expect(landing.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(landing.rawPayload).toString()).toContain('<h1>Landing</h1>');

    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers curl-style requests for pages, but keeps a missing asset a 404', async () => {
    const landing = await page('/', { accept: '*/*' });
    expect(landing.statusCode).toBe(200);
    expect(landing.headers['content-type']).toContain('text/html');
    expect((await page('/assets/missing-chunk.js', { accept: '*/*' })).statusCode).toBe(404);
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const response = await page('/api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No route for GET /api/nope' });
  });
});

describe('serving the client in development (Vite middleware)', () => {
  let dir: string;
  let vite: ViteDevServer;
  let database: Database;
  let jobs: JobQueue;
  let app: App;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'inkdesk-vite-'));
    writeFileSync(join(dir, 'index.html'), '<html><body><div id="root"></div></body></html>');
    vite = await createServer({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      server: { middlewareMode: true, hmr: false },
      appType: 'spa',
    });
    database = await openTestDatabase('pglite');
    jobs = await openTestJobQueue(database);
    app = await buildApp({
      env: parseEnv({ NODE_ENV: 'test', LOAD_SHED_EVENT_LOOP_DELAY_MS: '0' }),
      db: database.db,
      jobs,
      client: viteClient(vite),
    });
  });
  afterAll(async () => {
    await app.close();
    await vite.close();
    await jobs.stop();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers client routes 200 and unknown paths 404, with the same page, as production does', async () => {
    const get = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    for (const url of [
      '/',
      '/dashboard',
      '/terms',
      '/a/ink-witch',
      '/r/some-link',
      '/data-deletion/status',
    ]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
    const unknown = await get('/no/such/page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root"></div>');
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and skips what the browser refuses', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding(undefined)).toBe('identity');
  });
});
