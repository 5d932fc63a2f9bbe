import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtist } from '../../../tests/fixtures/test-artists.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { requestJson } from '../../../tests/fixtures/test-requests.ts';
import { emails, salesRequests } from '../../db/schema/index.ts';

const REQUEST = {
  name: 'Rosa Vega',
  email: 'Rosa@Studio.example',
  studioName: 'Black Rose Collective',
  artistCount: 4,
  message: 'Four artists, one front desk. Can we move our Instagram inbox over?',
};

describe.each(testDatabaseKinds())('POST /api/sales-requests [%s]', (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(kind, { SALES_EMAIL: 'sales@inkdesk.example' });
  });
  afterAll(() => app.close());

  it('stores a visitor’s request and emails it to SALES_EMAIL through the outbox', async () => {
    const response = await requestJson(app.url, null, 'POST', '/api/sales-requests', REQUEST);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      name: 'Rosa Vega',
      email: 'rosa@studio.example',
      studioName: 'Black Rose Collective',
      artistCount: 4,
      handledAt: null,
    });
    const [stored] = await app.database.db
      .select()
      .from(salesRequests)
      .where(eq(salesRequests.id, response.body.id));
    expect(stored).toMatchObject({ artistId: null, message: REQUEST.message });

    await app.jobs.whenIdle(['send-email']);
    const [email] = await app.database.db.select().from(emails).where(eq(emails.kind, 'sales-request'));
    expect(email).toMatchObject({
      to: 'sales@inkdesk.example',
      subject: 'Studio plan: Black Rose Collective',
      status: 'sent',
      artistId: null,
    });
    expect(email!.text).toContain('Email: rosa@studio.example');
    expect(email!.text).toContain('Artists: 4');
    expect(email!.text).toContain(REQUEST.message);
    expect(email!.text).toContain(`${app.url}/admin?tab=billing`);
  });

  it('keeps the signed-in artist who sent it', async () => {
    const artist = await createArtist(app.url, {
      email: 'owner@studio.example',
      artistName: 'Owner',
      styles: ['Realism'],
    });
    const response = await requestJson(app.url, artist.browser, 'POST', '/api/sales-requests', {
      ...REQUEST,
      artistCount: null,
    });
    expect(response.status).toBe(201);
    const [stored] = await app.database.db
      .select()
      .from(salesRequests)
      .where(eq(salesRequests.id, response.body.id));
    expect(stored).toMatchObject({ artistId: artist.id, artistCount: null });
  });

  it('names each bad field in a 400', async () => {
    const response = await requestJson(app.url, null, 'POST', '/api/sales-requests', {
      name: ' ',
      email: 'nope',
      studioName: 'Studio',
      artistCount: 0,
      message: '',
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      name: 'Enter your name',
      email: 'Enter an email address we can answer',
      artistCount: 'At least 1',
      message: 'Tell us a little about the studio',
    });
  });

  it('limits how many one address sends', async () => {
    const limited = await startTestApp(kind);
    try {
      const statuses: number[] = [];
      for (let n = 0; n < 6; n++) {
        statuses.push((await requestJson(limited.url, null, 'POST', '/api/sales-requests', REQUEST)).status);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});
