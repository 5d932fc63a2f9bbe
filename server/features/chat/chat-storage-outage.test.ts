import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { startTestS3 } from '../../../tests/fixtures/test-s3.ts';
import { conversations } from '../../db/schema/index.ts';

describe('a chat turn while S3 is down (issue #24 item 14)', () => {
  let s3: Awaited<ReturnType<typeof startTestS3>>;
  let testApp: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    s3 = await startTestS3('inkdesk-chat-outage');
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    // The demo portfolio is seeded into the bucket, so a mockup would have a picture to draw from.
    testApp = await startTestApp('pglite', {}, { storage: s3.storageFor(), log: { level: 'warn', stream } });
  });
  afterAll(async () => {
    await testApp?.close();
    await s3?.stop();
  });

  it('answers without the concept visual, keeps the transcript and logs why', async () => {
    await s3.stop();
    const sessionId = nanoid();
    const response = await fetch(`${testApp.url}/api/chat/consult`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // A turn that brings a new concept (chat.test.ts: a mockup of the wolf on a forearm).
      body: JSON.stringify({
        sessionId,
        messages: [{ role: 'user', content: 'a geometric wolf head on my forearm' }],
      }),
    });
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer.response).toMatch(/\w/);
    expect(answer.conceptVisual).toBeNull();
    expect(answer.directionSummary).toMatch(/wolf/i);

    const [conversation] = await testApp.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.sessionId, sessionId));
    expect(conversation?.messages.map(({ role, content }) => [role, content])).toEqual([
      ['user', 'a geometric wolf head on my forearm'],
      ['assistant', answer.response],
    ]);
    expect(logLines.join('\n')).toMatch(/concept visual could not be stored/i);
  });
});
