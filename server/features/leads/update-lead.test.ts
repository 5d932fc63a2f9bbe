import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtistTrio } from '../../../tests/fixtures/test-artists.ts';
import type { TestBrowser } from '../../../tests/fixtures/test-browser.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { insertLead } from '../../../tests/fixtures/test-leads.ts';
import { leads } from '../../db/schema/index.ts';

describe.each(testDatabaseKinds())('PATCH /api/admin/leads/:id [%s]', (kind) => {
  let testApp: TestApp;
  let ana: { browser: TestBrowser; id: string };
  let ben: { browser: TestBrowser; id: string };
  let admin: { browser: TestBrowser; id: string };
  let anaLead: string;

  beforeAll(async () => {
    testApp = await startTestApp(kind);
    ({ ana, ben, admin } = await createArtistTrio(testApp.url));
    anaLead = await insertLead(testApp.database.db, ana.id, {
      email: 'koi@example.com',
      notes: 'Call after 5',
    });
  });
  afterAll(() => testApp.close());

  const patch = (browser: TestBrowser | null, leadId: string, body: unknown) => {
    const init = {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', origin: testApp.url },
      body: JSON.stringify(body),
    };
    return browser
      ? browser.request(`/api/admin/leads/${leadId}`, init)
      : fetch(`${testApp.url}/api/admin/leads/${leadId}`, init);
  };
  const storedLead = async () => {
    const [row] = await testApp.database.db.select().from(leads).where(eq(leads.id, anaLead));
    return row!;
  };

  it('lets the artist set the status and notes of their own lead, and returns it', async () => {
    const response = await patch(ana.browser, anaLead, {
      status: 'contacted',
      notes: 'Sent the flash sheet',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: anaLead,
      status: 'contacted',
      notes: 'Sent the flash sheet',
      artistName: 'Ana Ink',
      email: 'koi@example.com',
    });
    expect(await storedLead()).toMatchObject({ status: 'contacted', notes: 'Sent the flash sheet' });
  });

  it('changes only what is sent', async () => {
    expect((await patch(ana.browser, anaLead, { status: 'qualified' })).status).toBe(200);
    expect(await storedLead()).toMatchObject({ status: 'qualified', notes: 'Sent the flash sheet' });
    expect((await patch(ana.browser, anaLead, { notes: '' })).status).toBe(200);
    expect(await storedLead()).toMatchObject({ status: 'qualified', notes: '' });
  });

  it('lets an admin update any artist’s lead', async () => {
    const response = await patch(admin.browser, anaLead, { status: 'booked' });
    expect(response.status).toBe(200);
    expect((await storedLead()).status).toBe('booked');
  });

  it('answers 404 to another artist and changes nothing', async () => {
    const before = await storedLead();
    const response = await patch(ben.browser, anaLead, { status: 'rejected', notes: 'mine now' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Lead not found' });
    expect(await storedLead()).toEqual(before);
  });

  it('answers 404 for a lead that does not exist', async () => {
    const response = await patch(admin.browser, '00000000-0000-4000-8000-000000000000', { status: 'new' });
    expect(response.status).toBe(404);
  });

  it('answers 401 when signed out', async () => {
    const response = await patch(null, anaLead, { status: 'new' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized' });
  });

  it.each([
    [{ status: 'done' }, 'status', 'status must be one of: new, qualified, contacted, booked, rejected'],
    [{ notes: 'x'.repeat(5001) }, 'notes', 'notes must be at most 5000 characters'],
    [{ notes: 42 }, 'notes', 'notes must be text'],
    [{ status: 'new', fitScore: 'high' }, 'fitScore', 'Unknown field'],
    [{ email: 'someone@else.com' }, 'email', 'Unknown field'],
    [{}, 'body', 'Send status, notes or wantsPerson'],
  ])('answers 400 naming the field for %j', async (body, field, message) => {
    const before = await storedLead();
    const response = await patch(ana.browser, anaLead, body);
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toMatchObject({ [field]: message });
    expect(await storedLead()).toEqual(before);
  });

  it('accepts notes of exactly 5000 characters', async () => {
    expect((await patch(ana.browser, anaLead, { notes: 'x'.repeat(5000) })).status).toBe(200);
  });

  it('answers 400 for an id that is not a lead id', async () => {
    const response = await patch(ana.browser, 'not-a-uuid', { status: 'new' });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ id: 'Not a valid lead id' });
  });
});
