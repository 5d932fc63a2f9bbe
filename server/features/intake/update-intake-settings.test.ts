import { eq } from 'drizzle-orm';
import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { signIn, TestBrowser } from '../../../tests/fixtures/test-browser.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { users } from '../../db/schema/index.ts';

const SETTINGS = {
  specialtyStyles: ['Blackwork', 'Geometric'],
  avoidStyles: ['Watercolor'],
  minimumPrice: 250,
  booksStatus: 'waitlist',
  takesCoverUps: false,
  takesWalkIns: true,
  doesFlash: null,
  depositPolicy: '  $100 deposit, taken off the final price  ',
  studioLocation: '12 Elm St, Portland',
  studioHours: '',
  agePolicy: '18+ with photo ID',
};

describe.each(testDatabaseKinds())('GET and PUT /api/intake [%s]', (kind) => {
  let testApp: TestApp;
  let browser: TestBrowser;

  beforeAll(async () => {
    testApp = await startTestApp(kind);
    browser = new TestBrowser(testApp.url);
    await signIn(browser, { email: 'intake@example.com', name: 'Ivy Intake' });
  });
  afterAll(() => testApp.close());

  const put = (body: unknown) =>
    browser.request('/api/intake', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: testApp.url },
      body: JSON.stringify(body),
    });

  it('starts open with nothing claimed', async () => {
    const response = await browser.request('/api/intake');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      avoidStyles: [],
      booksStatus: 'open',
      takesWalkIns: null,
      depositPolicy: null,
    });
  });

  it('saves every control, trimming lines and storing empty ones as null', async () => {
    const response = await put(SETTINGS);
    expect(response.status).toBe(200);
    const saved = await response.json();
    expect(saved).toEqual({
      ...SETTINGS,
      depositPolicy: '$100 deposit, taken off the final price',
      studioHours: null,
      booksReopenOn: null,
      booksCloseAfter: null,
    });
    expect(await (await browser.request('/api/intake')).json()).toEqual(saved);
  });

  it('names the field of a bad value in a 400', async () => {
    const both = await put({ ...SETTINGS, avoidStyles: ['Blackwork'] });
    expect(both.status).toBe(400);
    expect((await both.json()).message).toMatch(/^avoidStyles: A style cannot be both/);
    const status = await put({ ...SETTINGS, booksStatus: 'maybe' });
    expect(status.status).toBe(400);
    expect((await status.json()).message).toMatch(/^booksStatus: /);
  });

  it('is what the assistant answers studio questions from, and a waitlist lead is said to be one', async () => {
    await put(SETTINGS);
    const { id } = await (await browser.request('/api/auth/user')).json();
    await testApp.database.db
      .update(users)
      .set({ artistName: 'Ivy', hasCompletedSetup: true })
      .where(eq(users.id, id));
    const ask = async (content: string) => {
      const response = await fetch(`${testApp.url}/api/chat/consult`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sessionId: nanoid(), artistId: id, messages: [{ role: 'user', content }] }),
      });
      const body = await response.json();
      expect(response.status, JSON.stringify(body)).toBe(200);
      return body.response as string;
    };
    expect(await ask('do you take walk-ins?')).toContain('Ivy takes walk-ins');
    expect(await ask('where is the studio?')).toContain('The studio is at 12 Elm St, Portland.');
    expect(await ask('what are your hours?')).toContain("I don't have the studio hours here");
    expect(await ask('any openings next month?')).toContain("Ivy's books are full right now");
  });

  it('refuses a visitor who is not signed in', async () => {
    const response = await fetch(`${testApp.url}/api/intake`);
    expect(response.status).toBe(401);
  });
});
