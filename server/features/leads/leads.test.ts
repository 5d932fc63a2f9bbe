import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtistTrio, createLead } from '../../../tests/fixtures/test-artists.ts';
import type { TestBrowser } from '../../../tests/fixtures/test-browser.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { PNG_1PX_BASE64 } from '../../../tests/fixtures/test-images.ts';
import { leads } from '../../db/schema/index.ts';

describe.each(testDatabaseKinds())('leads are scoped to their artist [%s]', (kind) => {
  let testApp: TestApp;
  let ana: { browser: TestBrowser; id: string };
  let ben: { browser: TestBrowser; id: string };
  let admin: { browser: TestBrowser; id: string };
  let anaLead: string;
  let benLead: string;

  beforeAll(async () => {
    testApp = await startTestApp(kind);
    ({ ana, ben, admin } = await createArtistTrio(testApp.url));
    anaLead = (
      await createLead(testApp.url, {
        artistId: ana.id,
        email: 'koi@example.com',
        lines: ['a japanese koi half sleeve', 'right arm, color, budget 1.5k'],
        images: [PNG_1PX_BASE64],
      })
    ).leadId;
    benLead = (
      await createLead(testApp.url, {
        artistId: ben.id,
        email: 'tiny@example.com',
        lines: ['tiny fine line heart on my wrist', 'black, around $150'],
      })
    ).leadId;
  });
  afterAll(() => testApp.close());

  const getJson = async (browser: TestBrowser, path: string) => {
    const response = await browser.request(path);
    return { status: response.status, body: await response.json() };
  };

  it('an artist lists only their own leads, with the scored fields', async () => {
    const { status, body } = await getJson(ana.browser, '/api/admin/leads');
    expect(status).toBe(200);
    expect(body.leads.map((lead: { id: string }) => lead.id)).toEqual([anaLead]);
    expect(body.leads[0]).toMatchObject({
      email: 'koi@example.com',
      tattooStyle: 'Japanese',
      artistName: 'Ana Ink',
    });
    // Issue #11: the language the client wrote in, as stored, reaches the artist.
    const [stored] = await testApp.database.db
      .select({ language: leads.language })
      .from(leads)
      .where(eq(leads.id, anaLead));
    expect(stored!.language).toMatch(/^[a-z]{2}$/);
    expect(body.leads[0].language).toBe(stored!.language);
    expect(
      body.leads[0].matchBreakdown.criteria.map((criterion: { criterion: string }) => criterion.criterion),
    ).toEqual(['style', 'completeness', 'budget', 'feasibility']);
  });

  it('filters by fit score and status', async () => {
    const { body: lead } = await getJson(ana.browser, `/api/admin/leads/${anaLead}/details`);
    const fit = lead.lead.fitScore;
    const other = fit === 'high' ? 'low' : 'high';
    expect((await getJson(ana.browser, `/api/admin/leads?fitScore=${fit}`)).body.leads).toHaveLength(1);
    expect((await getJson(ana.browser, `/api/admin/leads?fitScore=${other}`)).body.leads).toHaveLength(0);
    expect((await getJson(ana.browser, '/api/admin/leads?status=new')).body.leads).toHaveLength(1);
    expect((await getJson(ana.browser, '/api/admin/leads?status=booked')).body.leads).toHaveLength(0);
  });

  it('answers 400 naming a bad filter', async () => {
    const { status, body } = await getJson(ana.browser, '/api/admin/leads?fitScore=amazing');
    expect(status).toBe(400);
    expect(body.errors).toHaveProperty('fitScore');
  });

  it('another artist’s lead details and images are a 404', async () => {
    expect((await getJson(ben.browser, `/api/admin/leads/${anaLead}/details`)).status).toBe(404);
    const { body } = await getJson(ana.browser, `/api/admin/leads/${anaLead}/details`);
    const imageUrl = body.conversation.messages[0].images[0].url;
    expect((await ana.browser.request(imageUrl)).status).toBe(200);
    expect((await ben.browser.request(imageUrl)).status).toBe(404);
    expect((await fetch(`${testApp.url}${imageUrl}`)).status).toBe(401);
  });

  it('details hold the whole conversation', async () => {
    const { body } = await getJson(ana.browser, `/api/admin/leads/${anaLead}/details`);
    expect(body.conversation.messages.map((message: { role: string }) => message.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    expect(body.conversation.messages[0].content).toBe('a japanese koi half sleeve');
  });

  it('an admin sees every artist’s leads with the artist’s name', async () => {
    const { body } = await getJson(admin.browser, '/api/admin/leads');
    const ids = body.leads.map((lead: { id: string }) => lead.id);
    expect(ids).toEqual(expect.arrayContaining([anaLead, benLead]));
    expect(body.leads.find((lead: { id: string }) => lead.id === benLead).artistName).toBe('Ben Lines');
  });

  it('answers 401 when signed out', async () => {
    expect((await fetch(`${testApp.url}/api/admin/leads`)).status).toBe(401);
  });
});
