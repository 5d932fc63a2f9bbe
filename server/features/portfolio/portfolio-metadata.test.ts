import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkUploadResult, PortfolioPiece } from '#common/contracts/portfolio.ts';
import { FakeOpenAiServer } from '../../../tests/fakes/fake-openai-server.ts';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtist } from '../../../tests/fixtures/test-artists.ts';
import type { TestBrowser } from '../../../tests/fixtures/test-browser.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { makeTestImage } from '../../../tests/fixtures/test-images.ts';

/** Each upload a different picture: the portfolio refuses a file it already holds (issue #12). */
let uploadCount = 0;

async function uploadOne(browser: TestBrowser, name: string): Promise<PortfolioPiece> {
  const form = new FormData();
  uploadCount += 1;
  const image = await makeTestImage({ width: 200 + uploadCount, height: 200 });
  form.append('images', new Blob([new Uint8Array(image)]), name);
  const response = await browser.request('/api/portfolio/bulk-upload', { method: 'POST', body: form });
  expect(response.status).toBe(200);
  return ((await response.json()) as BulkUploadResult).pieces[0]!;
}

/** The piece once the metadata queue has nothing left to do: no polling, the queue says when it is idle. */
async function readyPiece(testApp: TestApp, browser: TestBrowser, pieceId: string): Promise<PortfolioPiece> {
  await testApp.jobs.whenIdle(['portfolio-metadata']);
  const pieces = (await (await browser.request('/api/portfolio')).json()) as PortfolioPiece[];
  const piece = pieces.find((candidate) => candidate.id === pieceId);
  expect(piece?.metadataStatus).toBe('ready');
  return piece!;
}

const modelAnswer = (answer: unknown) => ({ kind: 'completion' as const, content: JSON.stringify(answer) });

describe.each(testDatabaseKinds({ postgresBecause: 'concurrency' }))(
  'portfolio metadata job with a vision model [%s]',
  (kind) => {
    const fake = new FakeOpenAiServer();
    let testApp: TestApp;
    let artist: { browser: TestBrowser; id: string };

    beforeAll(async () => {
      const baseUrl = await fake.start();
      testApp = await startTestApp(kind, {
        AI_PROVIDER: 'openai',
        AI_BASE_URL: baseUrl,
        AI_MODEL: 'text-model',
        AI_VISION_MODEL: 'vision-model',
        AI_TIMEOUT_MS: '1500',
      });
      artist = await createArtist(testApp.url, {
        email: 'vision@example.com',
        artistName: 'Vee',
        styles: ['Japanese', 'Blackwork'],
      });
    });
    afterAll(async () => {
      await testApp.close();
      await fake.stop();
    });

    it('fills in the model’s title, style, description and tags, sending it the thumbnail', async () => {
      fake.enqueue(
        modelAnswer({
          title: 'Koi with waves',
          style: 'Japanese',
          description: 'A koi swimming upstream through wind bars.',
          tags: ['Koi', 'waves', 'koi', ' '],
        }),
      );
      const piece = await uploadOne(artist.browser, 'DSC_0001.jpg');
      expect(piece.metadataStatus).toBe('pending');
      // Suggestions only: the piece waits in review until the artist confirms them (decision 057).
      expect(await readyPiece(testApp, artist.browser, piece.id)).toMatchObject({
        title: 'Koi with waves',
        style: 'Japanese',
        description: 'A koi swimming upstream through wind bars.',
        tags: ['koi', 'waves'],
        isSuggestion: true,
        publishedAt: null,
      });
      const sent = fake.requests.at(-1)!;
      expect(sent.path).toBe('/v1/chat/completions');
      expect(sent.body.model).toBe('vision-model');
      const userContent = (sent.body.messages as Array<{ role: string; content: unknown }>)[1]!.content;
      expect(JSON.stringify(userContent)).toMatch(/"url":"data:image\/webp;base64,[A-Za-z0-9+/]+=*"/);
      expect(JSON.stringify(userContent)).toContain('DSC_0001.jpg');
    });

    it('falls back to the built-in provider when the model answers badly or fails', async () => {
      fake.enqueue(modelAnswer({ title: 'A thing', style: 'Cubism', description: '', tags: [] }));
      fake.enqueue({ kind: 'status', status: 503 });
      const wrongShape = await uploadOne(artist.browser, 'crane-back-piece.jpg');
      const failed = await uploadOne(artist.browser, 'IMG_5521.jpg');
      // The built-in answer: the file name's words, and no style since Vee has two; never a guess from colour.
      expect(await readyPiece(testApp, artist.browser, wrongShape.id)).toMatchObject({
        title: 'Crane back piece',
        style: null,
        isSuggestion: false,
      });
      expect(await readyPiece(testApp, artist.browser, failed.id)).toMatchObject({
        title: '',
        style: null,
        tags: [],
      });
    });

    it('never overwrites what the artist wrote while the model was still thinking', async () => {
      fake.enqueue({ kind: 'hang' });
      const piece = await uploadOne(artist.browser, 'phoenix.jpg');
      const edit = await artist.browser.request(`/api/portfolio/${piece.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'My phoenix', tags: ['phoenix'] }),
      });
      expect(edit.status).toBe(200);
      // The model times out (1.5 s) and the built-in provider answers; the artist's words stay.
      const after = await readyPiece(testApp, artist.browser, piece.id);
      expect(after).toMatchObject({ title: 'My phoenix', tags: ['phoenix'] });
    });
  },
);

describe('portfolio metadata job, built in', () => {
  let testApp: TestApp;

  afterAll(() => testApp.close());

  it('works through a burst of uploads without holding up the requests', async () => {
    testApp = await startTestApp('pglite');
    const artist = await createArtist(testApp.url, {
      email: 'burst@example.com',
      artistName: 'Burst',
      styles: ['Traditional'],
    });
    // Sixty different pictures: the portfolio refuses a file it already holds (issue #12).
    const forms = await Promise.all(
      [0, 1, 2].map(async (request) => {
        const form = new FormData();
        for (let i = 0; i < 20; i++) {
          const image = await makeTestImage({ width: 100 + request * 20 + i, height: 120, isColour: true });
          form.append('images', new Blob([new Uint8Array(image)]), `swallow-${request}-${i}.png`);
        }
        return form;
      }),
    );
    const uploads = await Promise.all(
      forms.map((form) =>
        artist.browser.request('/api/portfolio/bulk-upload', { method: 'POST', body: form }),
      ),
    );
    expect(uploads.map((response) => response.status)).toEqual([200, 200, 200]);
    const ids = (await Promise.all(uploads.map((response) => response.json()))).flatMap((body) =>
      (body as BulkUploadResult).pieces.map((piece) => piece.id),
    );
    expect(ids).toHaveLength(60);
    for (const id of ids) {
      expect(await readyPiece(testApp, artist.browser, id)).toMatchObject({
        // "swallow-0-1.png": digits are counters, not words.
        title: 'Swallow',
        style: 'Traditional',
      });
    }
  });
});
