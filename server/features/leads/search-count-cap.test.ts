import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_SEARCH_COUNT_CAP } from '#common/contracts/leads.ts';
import { seedManyLeads } from '../../../tests/fixtures/seed-many-leads.ts';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtistTrio } from '../../../tests/fixtures/test-artists.ts';
import type { TestBrowser } from '../../../tests/fixtures/test-browser.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';

/** Just past the cap, so a search for every seeded lead is capped and one for a fifth of them is not. */
const SEEDED = LEAD_SEARCH_COUNT_CAP + 50;

describe.each(testDatabaseKinds({ postgresBecause: 'text-search' }))(
  'a search past the count cap [%s]',
  (kind) => {
    let testApp: TestApp;
    let admin: TestBrowser;

    beforeAll(async () => {
      testApp = await startTestApp(kind);
      admin = (await createArtistTrio(testApp.url)).admin.browser;
      // Seeded emails are name.surname<n>@<domain>: "example.com" is in none, "@" in every one.
      await seedManyLeads(testApp.database.db, SEEDED, 2);
    }, 60_000);
    afterAll(() => testApp.close());

    /** A search of 20 a page unless `query` says otherwise. */
    const search = async (query: string) => {
      const params = new URLSearchParams({
        pageSize: '20',
        ...Object.fromEntries(new URLSearchParams(query)),
      });
      const response = await admin.request(`/api/admin/leads/search?${params}`);
      expect(response.status).toBe(200);
      return response.json();
    };

    it('stops counting at the cap and leaves out the per-filter counts', async () => {
      const page = await search('q=%40');
      expect(page).toMatchObject({ total: LEAD_SEARCH_COUNT_CAP, totalIsCapped: true, counts: null });
      expect(page.leads).toHaveLength(20);
    });

    it('still counts a filter under a capped search exactly when that total is under the cap', async () => {
      // Statuses cycle through five values, so a fifth of the leads are booked.
      const booked = await search('q=%40&status=booked');
      expect(booked).toMatchObject({ total: SEEDED / 5, totalIsCapped: false, counts: null });
      expect(booked.leads.every((lead: { status: string }) => lead.status === 'booked')).toBe(true);
    });

    it('counts a search under the cap exactly, with every per-filter count', async () => {
      const page = await search('q=okafor');
      expect(page.totalIsCapped).toBe(false);
      expect(page.total).toBeGreaterThan(0);
      const byStatus = Object.values(page.counts.byStatus) as number[];
      const byFit = Object.values(page.counts.byFit) as number[];
      expect(byStatus.reduce((sum, count) => sum + count, 0)).toBe(page.total);
      expect(byFit.reduce((sum, count) => sum + count, 0)).toBe(page.total);
    });

    it('pages a search under the cap newest first under its filters, as the list without a search orders them', async () => {
      const listed = [];
      for (let page = 1; page <= Math.ceil(SEEDED / 100) + 1; page++)
        listed.push(...(await search(`page=${page}&pageSize=100`)).leads);
      const expected = listed
        .filter(
          (lead: { email: string; status: string }) => lead.email.includes('okafor') && lead.status === 'new',
        )
        .map((lead: { id: string }) => lead.id);
      expect(expected.length).toBeGreaterThan(3);
      const searched = [];
      for (let page = 1; page <= Math.ceil(expected.length / 3) + 1; page++) {
        const found = await search(`q=okafor&status=new&page=${page}&pageSize=3`);
        expect(found.total).toBe(expected.length);
        searched.push(...found.leads.map((lead: { id: string }) => lead.id));
      }
      expect(searched).toEqual(expected);
    });

    it('leaves the list without a search uncapped: its counts come from the running totals', async () => {
      const page = await search('');
      expect(page.totalIsCapped).toBe(false);
      expect(page.total).toBeGreaterThanOrEqual(SEEDED);
      expect(page.counts).not.toBeNull();
    });
  },
);
