import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIT_SCORES, LEAD_STATUSES } from '#common/constants/statuses.ts';
import { explainPlan } from '../../../tests/fixtures/explain-plan.ts';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtistTrio } from '../../../tests/fixtures/test-artists.ts';
import type { TestBrowser } from '../../../tests/fixtures/test-browser.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { insertLeads } from '../../../tests/fixtures/test-leads.ts';

/** 150 leads for Ana, cycling through every status and fit, and 3 for Ben. */
const ANA_LEADS = 150;
const cycle = <T>(values: readonly T[], index: number) => values[index % values.length]!;

/** A GET through node:http, so the test sees the bytes on the wire and the Content-Encoding. */
function rawGet(url: string, cookie: string, acceptEncoding?: string) {
  return new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
    const headers: Record<string, string> = { cookie };
    if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
    httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe.each(testDatabaseKinds({ postgresBecause: 'query-plans' }))('lead pages [%s]', (kind) => {
  let testApp: TestApp;
  let ana: { browser: TestBrowser; id: string };
  let ben: { browser: TestBrowser; id: string };
  let admin: { browser: TestBrowser; id: string };

  beforeAll(async () => {
    testApp = await startTestApp(kind);
    ({ ana, ben, admin } = await createArtistTrio(testApp.url));
    const start = Date.UTC(2025, 0, 1);
    await insertLeads(
      testApp.database.db,
      ana.id,
      Array.from({ length: ANA_LEADS }, (_, index) => ({
        email: `ana-client-${index}@example.com`,
        status: cycle(LEAD_STATUSES, index),
        fitScore: cycle(FIT_SCORES, Math.floor(index / 5)),
        createdAt: new Date(start + index * 60_000),
      })),
    );
    await insertLeads(testApp.database.db, ben.id, [
      { fitScore: 'high' },
      { fitScore: 'high', status: 'booked' },
      { fitScore: 'low' },
    ]);
  });
  afterAll(() => testApp.close());

  const page = async (browser: TestBrowser, query: string) => {
    const response = await browser.request(`/api/admin/leads${query}`);
    expect(response.status).toBe(200);
    return response.json();
  };

  /** What the counts must be: the same leads counted one by one in SQL. */
  const countInSql = async (artistId: string | null, where: ReturnType<typeof sql>) => {
    const scope = artistId ? sql`artist_id = ${artistId}` : sql`true`;
    const result = await testApp.database.db.execute(
      sql`select count(*) as n from leads where ${scope} and ${where}`,
    );
    return Number((result as unknown as { rows: Array<{ n: string | number }> }).rows[0]!.n);
  };

  it('a request for 10,000 leads gets one page of at most 100, newest first', async () => {
    const body = await page(ana.browser, '?pageSize=10000');
    expect(body.pageSize).toBe(100);
    expect(body.leads).toHaveLength(100);
    expect(body.total).toBe(ANA_LEADS);
    const created = body.leads.map((lead: { createdAt: string }) => lead.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const last = await page(ana.browser, '?pageSize=100&page=2');
    expect(last.leads).toHaveLength(ANA_LEADS - 100);
    const ids = new Set([...body.leads, ...last.leads].map((lead: { id: string }) => lead.id));
    expect(ids.size).toBe(ANA_LEADS);
  });

  it.each([
    ['', sql`true`],
    ['?status=booked', sql`status = 'booked'`],
    ['?fitScore=low', sql`fit_score = 'low'`],
    ['?status=new&fitScore=high', sql`status = 'new' and fit_score = 'high'`],
  ])('counts per fit and status match SQL with the filters %s', async (query, where) => {
    const body = await page(ana.browser, query);
    expect(body.total).toBe(await countInSql(ana.id, where));
    const params = new URLSearchParams(query);
    const status = params.get('status');
    const fit = params.get('fitScore');
    for (const value of FIT_SCORES) {
      const condition = status ? sql`status = ${status} and fit_score = ${value}` : sql`fit_score = ${value}`;
      expect(body.counts.byFit[value], `byFit.${value}`).toBe(await countInSql(ana.id, condition));
    }
    for (const value of LEAD_STATUSES) {
      const condition = fit ? sql`fit_score = ${fit} and status = ${value}` : sql`status = ${value}`;
      expect(body.counts.byStatus[value], `byStatus.${value}`).toBe(await countInSql(ana.id, condition));
    }
  });

  it('an artist counts only their own leads; an admin counts every artist’s, and a search its matches', async () => {
    const own = await page(ben.browser, '');
    expect(own.total).toBe(3);
    expect(own.counts.byFit).toEqual({ high: 2, medium: 0, low: 1 });
    const all = await page(admin.browser, '?fitScore=high');
    expect(all.total).toBe(await countInSql(null, sql`fit_score = 'high'`));
    const searched = await admin.browser.request('/api/admin/leads/search?q=ana-client-1&status=new');
    const body = await searched.json();
    const matches = sql`email like 'ana-client-1%' and status = 'new'`;
    expect(body.total).toBe(await countInSql(null, matches));
    expect(body.counts.byStatus.new).toBe(body.total);
  });

  it.each([
    ['an artist’s', sql`where artist_id = 'ana'`, 'leads_artist_idx'],
    ['the admin’s', sql``, 'leads_created_idx'],
  ])('%s deep page skips its offset in index order, with nothing to sort', async (_who, where, index) => {
    const plan = await explainPlan(
      testApp.database.db,
      sql`select id from leads ${where} order by created_at desc, id desc limit 20 offset 100`,
      { inIndexOrder: true },
    );
    expect(plan).toMatch(new RegExp(`Index (Only )?Scan Backward using ${index}`));
    expect(plan).not.toMatch(/Sort/);
  });

  it('a page goes out compressed when the client accepts br or gzip, a small answer as it is', async () => {
    const url = `${testApp.url}/api/admin/leads?pageSize=100`;
    const cookie = ana.browser.cookieHeader;
    const plain = await rawGet(url, cookie);
    expect(plain.encoding).toBeUndefined();
    const gzip = await rawGet(url, cookie, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    const br = await rawGet(url, cookie, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
    const small = await rawGet(
      `${testApp.url}/api/admin/leads?status=booked&fitScore=low&pageSize=1`,
      cookie,
      'br',
    );
    expect(small.body.length).toBeLessThan(1024);
    expect(small.encoding).toBeUndefined();
  });
});
