import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../../tests/fixtures/parse-csv.ts';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtistTrio, createLead } from '../../../tests/fixtures/test-artists.ts';
import type { TestBrowser } from '../../../tests/fixtures/test-browser.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { PNG_1PX_BASE64 } from '../../../tests/fixtures/test-images.ts';
import { insertLead, insertLeads } from '../../../tests/fixtures/test-leads.ts';
import { LEAD_CSV_COLUMNS } from './lead-csv-columns.ts';

/** More than one batch of the export (500), all created in one statement, so they share a timestamp. */
const MANY = 1100;

describe.each(testDatabaseKinds())('GET /api/admin/leads/export.csv [%s]', (kind) => {
  let testApp: TestApp;
  let ana: { browser: TestBrowser; id: string };
  let ben: { browser: TestBrowser; id: string };
  let admin: TestBrowser;
  let chatLead: string;
  let trickyLead: string;

  beforeAll(async () => {
    testApp = await startTestApp(kind);
    const trio = await createArtistTrio(testApp.url);
    ({ ana, ben } = trio);
    admin = trio.admin.browser;
    chatLead = (
      await createLead(testApp.url, {
        artistId: ana.id,
        email: 'koi@example.com',
        lines: ['a japanese koi half sleeve', 'right arm, color, budget 1.5k'],
        images: [PNG_1PX_BASE64],
      })
    ).leadId;
    trickyLead = await insertLead(testApp.database.db, ana.id, {
      email: 'quote@example.com',
      name: '=HYPERLINK("http://evil.example","click")',
      notes: 'Said "maybe", then:\nbooked, paid\r\n-50 deposit',
      phone: '+1 555 0100',
      description: '@everyone',
    });
    await insertLeads(
      testApp.database.db,
      ben.id,
      Array.from({ length: MANY }, (_, index) => ({ email: `bulk-${index}@example.com` })),
    );
  });
  afterAll(() => testApp.close());

  const download = async (browser: TestBrowser) => {
    const response = await browser.request('/api/admin/leads/export.csv');
    const bytes = new Uint8Array(await response.arrayBuffer());
    // TextDecoder drops the byte-order mark, so it is checked on the bytes.
    const hasBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
    const text = new TextDecoder().decode(bytes);
    return { response, hasBom, text, records: parseCsv(text) };
  };
  const column = (name: string) => LEAD_CSV_COLUMNS.findIndex(([header]) => header === name);

  it('downloads the artist’s own leads as an attachment', async () => {
    const { response, hasBom, text, records } = await download(ana.browser);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="inkdesk-leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(hasBom).toBe(true);
    expect(records[0]).toEqual(LEAD_CSV_COLUMNS.map(([header]) => header));
    expect(
      records
        .slice(1)
        .map((record) => record[column('Lead ID')])
        .sort(),
    ).toEqual([chatLead, trickyLead].sort());
    expect(text).not.toContain('bulk-');
  });

  it('holds every field, the breakdown and the conversation as text', async () => {
    const { records } = await download(ana.browser);
    const record = records.find((fields) => fields[column('Lead ID')] === chatLead)!;
    const field = (name: string) => record[column(name)]!;
    expect(field('Email')).toBe('koi@example.com');
    expect(field('Artist')).toBe('Ana Ink');
    expect(field('Tattoo Style')).toBe('Japanese');
    expect(field('Status')).toBe('new');
    expect(field('Score Breakdown')).toMatch(/^style \d+\/40: .+\ncompleteness \d+\/25: /);
    expect(field('Conversation').split('\n')).toEqual([
      expect.stringMatching(/^\[.+\] Client: a japanese koi half sleeve \[1 image attached\]$/),
      expect.stringMatching(/^\[.+\] Assistant: ./),
      expect.stringMatching(/^\[.+\] Client: right arm, color, budget 1\.5k$/),
      expect.stringMatching(/^\[.+\] Assistant: ./),
    ]);
  });

  it('escapes quotes, commas and newlines and defuses formulas', async () => {
    const { records } = await download(ana.browser);
    const record = records.find((fields) => fields[column('Lead ID')] === trickyLead)!;
    expect(record).toHaveLength(LEAD_CSV_COLUMNS.length);
    expect(record[column('Name')]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(record[column('Notes')]).toBe('Said "maybe", then:\nbooked, paid\r\n-50 deposit');
    expect(record[column('Phone')]).toBe("'+1 555 0100");
    expect(record[column('Description')]).toBe("'@everyone");
  });

  it('gives an admin every artist’s leads, each once, across batches', async () => {
    const { records } = await download(admin);
    const ids = records.slice(1).map((record) => record[column('Lead ID')]);
    expect(ids).toHaveLength(MANY + 2);
    expect(new Set(ids).size).toBe(MANY + 2);
  });

  it('answers 401 when signed out', async () => {
    const response = await fetch(`${testApp.url}/api/admin/leads/export.csv`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized' });
  });
});
