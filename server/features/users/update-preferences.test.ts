import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { signIn, TestBrowser } from '../../../tests/fixtures/test-browser.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';

describe.each(testDatabaseKinds())('PATCH /api/user/preferences [%s]', (kind) => {
  let testApp: TestApp;
  let browser: TestBrowser;

  beforeAll(async () => {
    testApp = await startTestApp(kind);
    browser = new TestBrowser(testApp.url);
    await signIn(browser, { email: 'artist@example.com', name: 'Rin Artist' });
  });
  afterAll(() => testApp.close());

  const patch = (body: unknown) =>
    browser.request('/api/user/preferences', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', origin: testApp.url },
      body: JSON.stringify(body),
    });

  it('saves profile fields and normalises them', async () => {
    const response = await patch({
      artistName: '  Rin Ink  ',
      bio: 'Fine line',
      yearsExperience: 6,
      consultationPrice: 120,
      bookingUrl: 'https://example.com/book',
      instagramHandle: '@rin.ink_',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      artistName: 'Rin Ink',
      instagramHandle: 'rin.ink_',
      bookingUrl: 'https://example.com/book',
      hasCompletedSetup: false,
    });
  });

  it('stores empty booking URL and handle as null, and empty numbers as null', async () => {
    const response = await patch({
      bookingUrl: '',
      instagramHandle: '',
      yearsExperience: null,
      consultationPrice: null,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      bookingUrl: null,
      instagramHandle: null,
      yearsExperience: null,
      consultationPrice: null,
    });
  });

  it.each([
    ['artistName', { artistName: '' }],
    ['artistName', { artistName: 'x'.repeat(81) }],
    ['bio', { bio: 'x'.repeat(1001) }],
    ['specialtyStyles', { specialtyStyles: ['Geometric', 'Steampunk'] }],
    ['specialtyStyles', { specialtyStyles: 'Geometric' }],
    ['yearsExperience', { yearsExperience: 2.5 }],
    ['yearsExperience', { yearsExperience: 81 }],
    ['yearsExperience', { yearsExperience: -1 }],
    ['yearsExperience', { yearsExperience: '5' }],
    ['consultationPrice', { consultationPrice: -10 }],
    ['consultationPrice', { consultationPrice: 99.5 }],
    ['bookingUrl', { bookingUrl: 'javascript:alert(1)' }],
    ['bookingUrl', { bookingUrl: 'ftp://example.com' }],
    ['instagramHandle', { instagramHandle: 'has spaces' }],
    ['instagramHandle', { instagramHandle: 'x'.repeat(31) }],
  ])('answers 400 naming %s for %j', async (field, body) => {
    const response = await patch(body);
    expect(response.status).toBe(400);
    const error = await response.json();
    expect(error.message).toMatch(new RegExp(`^${field}: `));
    expect(Object.keys(error.errors)).toEqual([field]);
  });

  it.each([
    ['isAdmin', { isAdmin: true }],
    ['email', { email: 'someone@else.com' }],
    ['hasCompletedSetup', { hasCompletedSetup: false }],
  ])('rejects %s: settings cannot assign it', async (field, body) => {
    const response = await patch(body);
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toHaveProperty(field);
    const user = await (await browser.request('/api/auth/user')).json();
    expect(user.isAdmin).toBe(false);
    expect(user.email).toBe('artist@example.com');
  });

  it('answers 400 for a body that is not JSON, and keeps what was saved', async () => {
    const response = await browser.request('/api/user/preferences', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', origin: testApp.url },
      body: '{"artistName":',
    });
    expect(response.status).toBe(400);
    const user = await (await browser.request('/api/auth/user')).json();
    expect(user.artistName).toBe('Rin Ink');
  });

  it('completes setup only with a name and at least one style', async () => {
    const missing = await patch({ hasCompletedSetup: true, artistName: 'Rin Ink' });
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors).toHaveProperty('specialtyStyles');

    const done = await patch({
      hasCompletedSetup: true,
      artistName: 'Rin Ink',
      specialtyStyles: ['Japanese'],
    });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ hasCompletedSetup: true, specialtyStyles: ['Japanese'] });
  });

  it('answers 401 when signed out', async () => {
    const response = await fetch(`${testApp.url}/api/user/preferences`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('refuses a cross-site request even with a valid session cookie', async () => {
    const response = await browser.request('/api/user/preferences', {
      method: 'PATCH',
      headers: {
        'content-type': 'application/json',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      body: JSON.stringify({ artistName: 'Hijacked' }),
    });
    expect(response.status).toBe(403);
    const user = await (await browser.request('/api/auth/user')).json();
    expect(user.artistName).toBe('Rin Ink');
  });
});
