import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { createTestStudio } from '../../../tests/fixtures/test-studio.ts';
import type { Database } from '../../db/client.ts';
import { availabilitySettings, users } from '../../db/schema/index.ts';
import { loadAvailability } from '../booking/core/availability.ts';
import { createCachedArtistLoader, loadConsultationArtist } from './load-consultation-artist.ts';

const TTL_MS = 5000;

describe.each(testDatabaseKinds())('createCachedArtistLoader [%s]', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.insert(users).values([
      { id: 'artist-a', artistName: 'Ada', hasCompletedSetup: true },
      { id: 'artist-b', artistName: 'Bea', hasCompletedSetup: true },
    ]);
  });
  afterAll(() => database.close());

  const rename = (id: string, artistName: string) =>
    database.db.update(users).set({ artistName }).where(eq(users.id, id));
  const nameOf = async (load: ReturnType<typeof createCachedArtistLoader>, id: string) =>
    (await load(id)).profile.name;

  it('reuses an artist until the TTL passes on its clock', async () => {
    // lru-cache reads a start time of 0 as "no TTL": the clock starts later.
    const start = 1000;
    let now = start;
    const load = createCachedArtistLoader(database.db, { ttlMs: TTL_MS, clock: { now: () => now } });
    await rename('artist-a', 'Ada');
    expect(await nameOf(load, 'artist-a')).toBe('Ada');
    await rename('artist-a', 'Ada Renamed');
    now = start + TTL_MS - 1;
    expect(await nameOf(load, 'artist-a')).toBe('Ada');
    now = start + TTL_MS + 1;
    expect(await nameOf(load, 'artist-a')).toBe('Ada Renamed');
  });

  it('holds at most `max` artists, evicting the least recently used', async () => {
    const load = createCachedArtistLoader(database.db, { ttlMs: TTL_MS, max: 1, clock: { now: () => 1000 } });
    await rename('artist-a', 'Ada');
    expect(await nameOf(load, 'artist-a')).toBe('Ada');
    await nameOf(load, 'artist-b');
    await rename('artist-a', 'Ada Evicted');
    expect(await nameOf(load, 'artist-a')).toBe('Ada Evicted');
  });

  it('does not remember an unknown artist', async () => {
    const load = createCachedArtistLoader(database.db, { ttlMs: TTL_MS, clock: { now: () => 1000 } });
    await expect(load('artist-c')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await database.db.insert(users).values({ id: 'artist-c', artistName: 'Cy', hasCompletedSetup: true });
    expect(await nameOf(load, 'artist-c')).toBe('Cy');
  });
});

describe.each(testDatabaseKinds())('loadConsultationArtist [%s]', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db
      .insert(users)
      .values({ id: 'artist-d', artistName: 'Dee Stone Ink', firstName: 'Dee', hasCompletedSetup: true });
  });
  afterAll(() => database.close());

  it('books in Inkdesk once the artist has saved their availability, and carries the given name', async () => {
    const before = await loadConsultationArtist(database.db, 'artist-d');
    expect(before.profile).toMatchObject({ booksInApp: false, firstName: 'Dee' });
    // Made with defaults on first read (an offer, the calendar feed) is not "saved": still not in-app.
    await loadAvailability(database.db, 'artist-d');
    expect((await loadConsultationArtist(database.db, 'artist-d')).profile.booksInApp).toBe(false);
    await database.db
      .update(availabilitySettings)
      .set({ savedAt: new Date() })
      .where(eq(availabilitySettings.artistId, 'artist-d'));
    expect((await loadConsultationArtist(database.db, 'artist-d')).profile.booksInApp).toBe(true);
  });
});

describe.each(testDatabaseKinds())('loadConsultationArtist in a studio [%s]', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.insert(users).values([
      { id: 'owner-s', artistName: 'Sol', hasCompletedSetup: true },
      { id: 'member-m', artistName: 'Mo', hasCompletedSetup: true, studioHours: 'Mo: Sundays only' },
    ]);
    await createTestStudio(database.db, {
      ownerId: 'owner-s',
      members: [{ id: 'member-m', role: 'artist' }],
      name: 'Sol Studio',
      handle: 'sol-studio',
      settings: {
        address: '3 Canal St',
        hours: 'Tue–Sat 11–7',
        agePolicy: '18+ with ID',
        studioAnswers: { parking: { isOn: true, text: { en: 'Park behind the shop.' } } },
      },
    });
  });
  afterAll(() => database.close());

  it("inherits the studio's settings where the artist set none, and keeps the artist's own", async () => {
    const { profile } = await loadConsultationArtist(database.db, 'member-m');
    expect(profile.intake).toMatchObject({
      studioLocation: '3 Canal St',
      studioHours: 'Mo: Sundays only',
      agePolicy: '18+ with ID',
    });
    expect(profile.studioAnswers).toEqual({ parking: { isOn: true, text: { en: 'Park behind the shop.' } } });
  });
});
