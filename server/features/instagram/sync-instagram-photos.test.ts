import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortfolioPiece } from '#common/contracts/portfolio.ts';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtist, type TestArtist } from '../../../tests/fixtures/test-artists.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { connectSandbox, sandboxControl } from '../../../tests/fixtures/test-instagram.ts';
import { requestJson } from '../../../tests/fixtures/test-requests.ts';
import { portfolioPieces } from '../../db/schema/index.ts';

/** Decision 057: synced posts wait in review with a style of the artist's own; a deleted post unpublishes its piece. */
describe.each(testDatabaseKinds())('Instagram photo sync and Sync now [%s]', (kind) => {
  let app: TestApp;
  let artist: TestArtist;
  let now = new Date('2026-11-20T10:00:00Z');
  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  const listPieces = async () =>
    (await requestJson(app.url, artist.browser, 'GET', '/api/portfolio')).body as PortfolioPiece[];
  const publicIds = async () =>
    (
      (await requestJson(app.url, null, 'GET', `/api/artists/${artist.publicHandle}`)).body
        .portfolio as PortfolioPiece[]
    ).map((piece) => piece.id);
  const mediaIdOf = async (pieceId: string) =>
    (
      await app.database.db
        .select({ mediaId: portfolioPieces.instagramMediaId })
        .from(portfolioPieces)
        .where(eq(portfolioPieces.id, pieceId))
    )[0]!.mediaId!;
  const syncNow = () => requestJson(app.url, artist.browser, 'POST', '/api/instagram/photo-sync');

  beforeAll(async () => {
    app = await startTestApp(kind, {}, { clock: () => now });
    artist = await createArtist(app.url, {
      email: 'sync@example.com',
      artistName: 'Sync Studio',
      styles: ['Blackwork', 'Dotwork'],
    });
  });
  afterAll(() => app.close());

  it('answers 409 to Sync now before Instagram is connected, and says it is not connected', async () => {
    expect(
      (await requestJson(app.url, artist.browser, 'GET', '/api/instagram/photo-sync')).body,
    ).toMatchObject({
      isConnected: false,
      isRunning: false,
    });
    const refused = await syncNow();
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/Connect Instagram/);
  });

  it('puts every synced post in review, with the style its hashtags name among the artist’s own', async () => {
    await connectSandbox(artist.browser, 'sync.studio');
    await app.jobs.whenIdle();
    const pieces = await listPieces();
    expect(pieces).toHaveLength(30);
    expect(pieces.every((piece) => piece.publishedAt === null && piece.isFromInstagram)).toBe(true);
    const styleOf = (hashtag: string) =>
      new Set(pieces.filter((piece) => piece.tags.includes(hashtag)).map((piece) => piece.style));
    // "#geometric #blackwork": Blackwork is hers, Geometric is not.
    expect(styleOf('geometric')).toEqual(new Set(['Blackwork']));
    // "#fineline", "#traditional": none of hers, and she has two styles: she chooses.
    expect(styleOf('fineline')).toEqual(new Set([null]));
    expect(styleOf('traditional')).toEqual(new Set([null]));
    expect(await publicIds()).toEqual([]);
  });

  it('Sync now queues the sync once a minute (429 naming why), and a deleted post unpublishes its piece', async () => {
    const [piece] = await listPieces();
    const published = await requestJson(
      app.url,
      artist.browser,
      'POST',
      `/api/portfolio/${piece!.id}/publish`,
      {
        title: 'Peony',
        style: 'Dotwork',
      },
    );
    expect(published.status).toBe(200);
    expect(await publicIds()).toEqual([piece!.id]);
    await sandboxControl(app.url, 'delete-media', { mediaId: await mediaIdOf(piece!.id) });

    advance(1000);
    const started = await syncNow();
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ isConnected: true, isRunning: true });
    const again = await syncNow();
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/synced less than a minute ago; try again in 60 s/);

    await app.jobs.whenIdle();
    const status = await requestJson(app.url, artist.browser, 'GET', '/api/instagram/photo-sync');
    expect(status.body).toMatchObject({ isRunning: false, added: 0, removed: 1 });
    const removed = (await listPieces()).find((candidate) => candidate.id === piece!.id)!;
    expect(removed).toMatchObject({ publishedAt: null, removedFromInstagramAt: now.toISOString() });
    expect(await publicIds()).toEqual([]);

    advance(60_000);
    expect((await syncNow()).status).toBe(202);
    await app.jobs.whenIdle();
  });

  it('Keep publishes a removed piece anyway, and later syncs leave it alone', async () => {
    const removed = (await listPieces()).find((piece) => piece.removedFromInstagramAt !== null)!;
    const kept = await requestJson(
      app.url,
      artist.browser,
      'POST',
      `/api/portfolio/${removed.id}/publish`,
      {},
    );
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ removedFromInstagramAt: null, isFromInstagram: false });
    advance(61_000);
    expect((await syncNow()).status).toBe(202);
    await app.jobs.whenIdle();
    const after = (await listPieces()).find((piece) => piece.id === removed.id)!;
    expect(after).toMatchObject({ removedFromInstagramAt: null, publishedAt: expect.any(String) });
    expect(await publicIds()).toEqual([removed.id]);
    expect(await listPieces()).toHaveLength(30);
  });
});
