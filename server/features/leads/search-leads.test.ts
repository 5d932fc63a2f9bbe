import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainPlan } from '../../../tests/fixtures/explain-plan.ts';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtistTrio } from '../../../tests/fixtures/test-artists.ts';
import type { TestBrowser } from '../../../tests/fixtures/test-browser.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { insertLeads } from '../../../tests/fixtures/test-leads.ts';

describe.each(testDatabaseKinds({ postgresBecause: 'text-search' }))('admin lead search [%s]', (kind) => {
  let testApp: TestApp;
  let admin: TestBrowser;
  let artist: TestBrowser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    testApp = await startTestApp(kind);
    const { ana, ben, admin: studio } = await createArtistTrio(testApp.url);
    admin = studio.browser;
    artist = ana.browser;
    // Distinct creation times, oldest first, so "newest first" has one right answer.
    const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 12, minute));
    const [koi, dragon, rose] = await insertLeads(testApp.database.db, ana.id, [
      {
        email: 'Koi.Fan@Example.com',
        name: 'Kai Moana',
        tattooStyle: 'Japanese',
        fitScore: 'high',
        createdAt: at(0),
      },
      {
        email: 'dragon@example.com',
        name: 'Dana Rossi',
        tattooStyle: 'Japanese',
        status: 'booked',
        createdAt: at(1),
      },
      { email: 'rose@example.com', tattooStyle: 'Traditional', fitScore: 'low', createdAt: at(2) },
    ]);
    const [percent, under] = await insertLeads(testApp.database.db, ben.id, [
      {
        email: 'discount100%@example.com',
        name: 'Percy',
        tattooStyle: 'Tribal',
        fitScore: 'high',
        createdAt: at(3),
      },
      { email: 'under_score@example.com', name: 'Uma', fitScore: 'low', createdAt: at(4) },
    ]);
    Object.assign(ids, { koi, dragon, rose, percent, under });
  });
  afterAll(() => testApp.close());

  const search = async (query: string, browser = admin) => {
    const response = await browser.request(`/api/admin/leads/search${query}`);
    return { status: response.status, body: await response.json() };
  };
  const idsOf = (body: { leads: Array<{ id: string }> }) => body.leads.map((lead) => lead.id).sort();
  const named = (...names: string[]) => names.map((name) => ids[name]).sort();

  it('without a query lists every artist’s leads, newest first, with the artist’s name', async () => {
    const { status, body } = await search('');
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 5, page: 1, pageSize: 25 });
    expect(body.leads.map((lead: { id: string }) => lead.id)).toEqual([
      ids.under,
      ids.percent,
      ids.rose,
      ids.dragon,
      ids.koi,
    ]);
    expect(body.leads.find((lead: { id: string }) => lead.id === ids.percent).artistName).toBe('Ben Lines');
  });

  it.each([
    ['koi.fan', ['koi']],
    ['KOI', ['koi']],
    ['moana', ['koi']],
    ['ROSS', ['dragon']],
    ['japan', ['koi', 'dragon']],
    ['trad', ['rose']],
    ['@example', ['koi', 'dragon', 'rose', 'percent', 'under']],
    ['  rose  ', ['rose']],
    ['nobody', []],
    // Would match if the fields were joined by a space: email …@example.com, then name Kai Moana.
    ['example.com kai', []],
  ])('q=%s matches email, name or tattoo style case-insensitively', async (q, expected) => {
    const { body } = await search(`?q=${encodeURIComponent(q)}`);
    expect(idsOf(body)).toEqual(named(...expected));
    expect(body.total).toBe(expected.length);
  });

  it('matches %, _ and \\ literally', async () => {
    expect(idsOf((await search(`?q=${encodeURIComponent('100%')}`)).body)).toEqual(named('percent'));
    expect(idsOf((await search(`?q=${encodeURIComponent('%')}`)).body)).toEqual(named('percent'));
    expect(idsOf((await search('?q=_')).body)).toEqual(named('under'));
    expect((await search(`?q=${encodeURIComponent('\\')}`)).body.total).toBe(0);
  });

  it('filters by status and fit, together with the query', async () => {
    expect(idsOf((await search('?status=booked')).body)).toEqual(named('dragon'));
    expect(idsOf((await search('?fitScore=high')).body)).toEqual(named('koi', 'percent'));
    expect(idsOf((await search('?q=japan&status=new')).body)).toEqual(named('koi'));
    expect(idsOf((await search('?q=japan&fitScore=medium&status=booked')).body)).toEqual(named('dragon'));
    expect((await search('?q=japan&fitScore=low')).body.total).toBe(0);
  });

  it('pages with a stable order and the total of all matches', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => search(`?pageSize=2&page=${page}`)));
    expect(pages.map(({ body }) => body.leads.length)).toEqual([2, 2, 1]);
    expect(pages.map(({ body }) => body.total)).toEqual([5, 5, 5]);
    expect(pages.flatMap(({ body }) => idsOf(body)).sort()).toEqual(Object.values(ids).sort());
    const beyond = await search('?pageSize=2&page=9');
    expect(beyond.body).toMatchObject({ leads: [], total: 5, page: 9, pageSize: 2 });
  });

  it.each([
    ['?page=0', 'page', 'page must be a whole number from 1'],
    ['?page=two', 'page', 'page must be a whole number from 1'],
    ['?pageSize=0', 'pageSize', 'pageSize must be a whole number from 1'],
    ['?status=done', 'status', 'status must be one of: new, qualified, contacted, booked, rejected'],
    ['?fitScore=great', 'fitScore', 'fitScore must be one of: high, medium, low'],
    [`?q=${'x'.repeat(101)}`, 'q', 'q must be at most 100 characters'],
    ['?q=koi%1Ffan', 'q', 'q must not contain control characters'],
    ['?sort=email', 'sort', 'Unknown field'],
  ])('answers 400 naming the field for %s', async (query, field, message) => {
    const { status, body } = await search(query);
    expect(status).toBe(400);
    expect(body.errors).toEqual({ [field]: message });
  });

  it('is for admins only: 403 for an artist, 401 signed out', async () => {
    const asArtist = await search('?q=koi', artist);
    expect(asArtist).toEqual({ status: 403, body: { message: 'Admin access required' } });
    const signedOut = await fetch(`${testApp.url}/api/admin/leads/search?q=koi`);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ message: 'Unauthorized' });
  });

  it('keeps a thousand-bucket histogram of search_text, so a word’s estimate holds from one ANALYZE to the next', async () => {
    const result = (await testApp.database.db.execute(
      sql`select attstattarget from pg_attribute where attrelid = 'leads'::regclass and attname = 'search_text'`,
    )) as unknown as { rows: Array<{ attstattarget: number }> };
    expect(result.rows[0]?.attstattarget).toBe(1000);
  });

  it.each([
    ['a search', `search_text like '%koi%'`, /Index Cond: \(search_text ~~ '%koi%'::text\)/],
    // A filter is matched inside the index with the word, not by visiting every lead with it (decision 009).
    [
      'a search with a status and fit filter',
      `search_text like '%koi%' and status = 'new' and fit_score = 'high'`,
      /Index Cond: \(\(status = 'new'::text\) AND \(fit_score = 'high'::text\) AND \(search_text ~~ '%koi%'::text\)\)/,
    ],
  ])('can answer %s from the search index', async (_name, condition, indexCondition) => {
    const plan = await explainPlan(testApp.database.db, sql.raw(`select id from leads where ${condition}`));
    expect(plan).toContain('leads_search_filters_idx');
    expect(plan).toMatch(indexCondition);
  });
});
