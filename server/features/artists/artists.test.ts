import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savableAvailability } from '../../../tests/fixtures/booking-test-world.ts';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtist } from '../../../tests/fixtures/test-artists.ts';
import { DEMO_ARTIST_HANDLE } from '../../db/seed.ts';

describe('public artist pages', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp('pglite');
  });
  afterAll(() => testApp.close());

  it('serves the demo artist’s profile and portfolio by handle', async () => {
    const response = await fetch(`${testApp.url}/api/artists/${DEMO_ARTIST_HANDLE}`);
    expect(response.status).toBe(200);
    const artist = await response.json();
    expect(artist).toMatchObject({
      artistName: 'Mara Vale Tattoo',
      specialtyStyles: ['Blackwork', 'Geometric', 'Dotwork'],
    });
    expect(artist.portfolio).toHaveLength(6);
    expect(artist).not.toHaveProperty('email');
    const image = await fetch(`${testApp.url}${artist.portfolio[0].imageUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('cache-control')).toContain('immutable');
  });

  it('leaves out the outside booking link once the artist books in Inkdesk (decision 060)', async () => {
    const artist = await createArtist(testApp.url, {
      email: 'rae@example.com',
      artistName: 'Rae Booker',
      styles: ['Dotwork'],
    });
    const json = { 'content-type': 'application/json', origin: testApp.url };
    const patched = await artist.browser.request('/api/user/preferences', {
      method: 'PATCH',
      headers: json,
      body: JSON.stringify({ bookingUrl: 'https://example.com/book/rae' }),
    });
    expect(patched.status).toBe(200);
    const bookingUrlShown = async () =>
      (await (await fetch(`${testApp.url}/api/artists/${artist.publicHandle}`)).json()).bookingUrl;
    expect(await bookingUrlShown()).toBe('https://example.com/book/rae');

    const current = await (await artist.browser.request('/api/booking/availability')).json();
    expect(current.isSaved).toBe(false);
    const settings = savableAvailability(current);
    const saved = await artist.browser.request('/api/booking/availability', {
      method: 'PUT',
      headers: json,
      body: JSON.stringify(settings),
    });
    expect(saved.status).toBe(200);
    expect(await bookingUrlShown()).toBeNull();
  });

  it('gives each finished artist a unique handle from the artist name, once', async () => {
    const first = await createArtist(testApp.url, {
      email: 'a1@example.com',
      artistName: 'Black Ink',
      styles: ['Blackwork'],
    });
    const second = await createArtist(testApp.url, {
      email: 'a2@example.com',
      artistName: 'Black Ink',
      styles: ['Tribal'],
    });
    expect(first.publicHandle).toBe('black-ink');
    expect(second.publicHandle).toBe('black-ink-2');
    const renamed = await first.browser.request('/api/user/preferences', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', origin: testApp.url },
      body: JSON.stringify({ artistName: 'Renamed Studio' }),
    });
    expect((await renamed.json()).publicHandle).toBe('black-ink');
  });

  it('answers 404 for an unknown handle and 400 for a malformed one', async () => {
    expect((await fetch(`${testApp.url}/api/artists/nobody-here`)).status).toBe(404);
    expect((await fetch(`${testApp.url}/api/artists/${encodeURIComponent('../etc')}`)).status).toBe(400);
  });
});
