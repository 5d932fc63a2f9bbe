import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkUploadResult, PortfolioPiece } from '#common/contracts/portfolio.ts';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtist, type TestArtist } from '../../../tests/fixtures/test-artists.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { makeTestImage } from '../../../tests/fixtures/test-images.ts';
import { requestJson } from '../../../tests/fixtures/test-requests.ts';
import { findMockupSource } from '../chat/mockup/find-mockup-source.ts';
import { loadConsultationArtist } from '../consultation/load-consultation-artist.ts';

/** Decision 057: a new piece waits in review, unseen by clients, until the artist publishes it. */
describe.each(testDatabaseKinds())('publishing portfolio pieces [%s]', (kind) => {
  let app: TestApp;
  let ana: TestArtist;
  let ben: TestArtist;
  let pieces: PortfolioPiece[];

  const publish = (who: TestArtist, id: string, body: unknown = {}) =>
    requestJson(app.url, who.browser, 'POST', `/api/portfolio/${id}/publish`, body);
  const publicTitles = async () => {
    const { status, body } = await requestJson(app.url, null, 'GET', `/api/artists/${ana.publicHandle}`);
    expect(status).toBe(200);
    return (body.portfolio as PortfolioPiece[]).map((piece) => piece.title);
  };

  beforeAll(async () => {
    app = await startTestApp(kind);
    // Two styles: the built-in provider picks neither for a piece whose name names none.
    ana = await createArtist(app.url, {
      email: 'ana@example.com',
      artistName: 'Ana',
      styles: ['Dotwork', 'Blackwork'],
    });
    ben = await createArtist(app.url, { email: 'ben@example.com', artistName: 'Ben', styles: ['Realism'] });
    const form = new FormData();
    for (const [index, name] of ['dotwork-mandala.jpg', 'IMG_1234.jpg', 'red-rose_final2.jpg'].entries()) {
      const image = await makeTestImage({ width: 200 + index, height: 200 });
      form.append('images', new Blob([new Uint8Array(image)]), name);
    }
    const response = await ana.browser.request('/api/portfolio/bulk-upload', { method: 'POST', body: form });
    expect(response.status).toBe(200);
    await app.jobs.whenIdle(['portfolio-metadata']);
    const ids = ((await response.json()) as BulkUploadResult).pieces.map((piece) => piece.id);
    const listed = (await requestJson(app.url, ana.browser, 'GET', '/api/portfolio'))
      .body as PortfolioPiece[];
    pieces = ids.map((id) => listed.find((piece) => piece.id === id)!);
  });
  afterAll(() => app.close());

  it('keeps new uploads from the public page, the chat and mockups until they are published', async () => {
    expect(pieces.map(({ title, style, publishedAt }) => ({ title, style, publishedAt }))).toEqual([
      { title: 'Dotwork mandala', style: 'Dotwork', publishedAt: null },
      { title: '', style: null, publishedAt: null },
      { title: 'Red rose', style: null, publishedAt: null },
    ]);
    expect(await publicTitles()).toEqual([]);
    expect((await loadConsultationArtist(app.database.db, ana.id)).portfolio).toEqual([]);
    const mandala = pieces[0]!;
    const source = await findMockupSource({
      db: app.database.db,
      storage: app.storage,
      artistId: ana.id,
      transcript: [],
      portfolioImages: [
        {
          id: mandala.id,
          title: mandala.title,
          imageUrl: mandala.thumbnailUrl,
          style: 'Dotwork',
          description: '',
        },
      ],
    });
    expect(source).toBeNull();
  });

  it('refuses to publish a piece without a title (400 naming title) or a style (400 naming style)', async () => {
    const [, camera, rose] = pieces;
    const noTitleNoStyle = await publish(ana, camera!.id);
    expect(noTitleNoStyle.status).toBe(400);
    expect(Object.keys(noTitleNoStyle.body.errors).sort()).toEqual(['style', 'title']);

    const noStyle = await publish(ana, rose!.id);
    expect(noStyle.status).toBe(400);
    expect(noStyle.body.errors).toEqual({ style: 'Choose a style before publishing the piece' });
    const clearedStyle = await publish(ana, rose!.id, { style: null });
    expect(clearedStyle.body.errors).toEqual({ style: 'Choose a style before publishing the piece' });

    const noTitle = await publish(ana, camera!.id, { style: 'Blackwork' });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.errors).toEqual({ title: 'Give the piece a title before publishing it' });
    const blankTitle = await publish(ana, camera!.id, { title: '  ', style: 'Blackwork' });
    expect(blankTitle.status).toBe(400);
    expect(Object.keys(blankTitle.body.errors)).toEqual(['title']);

    expect(await publicTitles()).toEqual([]);
  });

  it('publishes with the artist’s fields, shows the piece to clients, and keeps its style from being cleared', async () => {
    const [mandala, camera] = pieces;
    const published = await publish(ana, camera!.id, {
      title: 'Moth on the sternum',
      style: 'Blackwork',
      tags: ['moth', 'sternum'],
    });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({
      title: 'Moth on the sternum',
      style: 'Blackwork',
      tags: ['moth', 'sternum'],
    });
    expect(published.body.publishedAt).toEqual(expect.any(String));
    // The file name's title and Ana's named style are enough: an empty body publishes as stored.
    expect((await publish(ana, mandala!.id)).status).toBe(200);

    expect(await publicTitles()).toEqual(['Dotwork mandala', 'Moth on the sternum']);
    expect(
      (await loadConsultationArtist(app.database.db, ana.id)).portfolio.map((piece) => piece.id),
    ).toEqual([mandala!.id, camera!.id]);

    const cleared = await requestJson(app.url, ana.browser, 'PATCH', `/api/portfolio/${mandala!.id}`, {
      style: null,
    });
    expect(cleared.status).toBe(400);
    expect(Object.keys(cleared.body.errors)).toEqual(['style']);
  });

  it('answers 404 for another artist’s piece and publishes nothing of hers', async () => {
    const rose = pieces[2]!;
    const foreign = await publish(ben, rose.id, { title: 'Mine', style: 'Realism' });
    expect(foreign.status).toBe(404);
    expect(await publicTitles()).not.toContain('Mine');
  });
});
