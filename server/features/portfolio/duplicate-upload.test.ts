import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { createArtist, type TestArtist } from '../../../tests/fixtures/test-artists.ts';
import { testDatabaseKinds } from '../../../tests/fixtures/test-database.ts';
import { makeTestImage } from '../../../tests/fixtures/test-images.ts';

describe.each(testDatabaseKinds())('duplicate portfolio uploads (issue #12) [%s]', (kind) => {
  let testApp: TestApp;
  let artist: TestArtist;
  let other: TestArtist;
  let photo: Buffer;
  beforeAll(async () => {
    testApp = await startTestApp(kind);
    artist = await createArtist(testApp.url, {
      email: 'dup@example.com',
      artistName: 'Dup',
      styles: ['Blackwork'],
    });
    other = await createArtist(testApp.url, {
      email: 'dup2@example.com',
      artistName: 'Dup Two',
      styles: ['Realism'],
    });
    photo = await makeTestImage({ width: 320, height: 240 });
  });
  afterAll(() => testApp.close());

  async function upload(who: TestArtist, names: string[]) {
    const form = new FormData();
    for (const name of names)
      form.append('images', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), name);
    const response = await who.browser.request('/api/portfolio/bulk-upload', { method: 'POST', body: form });
    return { status: response.status, body: await response.json() };
  }

  it('saves a file once per artist and names the copies it refuses', async () => {
    const first = await upload(artist, ['wolf.jpg', 'wolf-copy.jpg']);
    expect(first.status).toBe(200);
    expect(first.body.pieces).toHaveLength(1);
    expect(first.body.rejected).toEqual([
      { index: 1, fileName: 'wolf-copy.jpg', reason: expect.stringMatching(/already in your portfolio/) },
    ]);

    const again = await upload(artist, ['wolf.jpg']);
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual({
      'images.0': expect.stringMatching(/^wolf\.jpg is already in your portfolio/),
    });

    // Another artist's portfolio is theirs: the same file is new there.
    expect((await upload(other, ['wolf.jpg'])).body.pieces).toHaveLength(1);
  });
});
