import { eq } from 'drizzle-orm';
import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeOpenAiServer } from '../../../tests/fakes/fake-openai-server.ts';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import { aiUsage } from '../../db/schema/index.ts';

describe('chat with AI_PROVIDER=openai', () => {
  const fake = new FakeOpenAiServer();
  let testApp: TestApp;
  beforeAll(async () => {
    const baseUrl = await fake.start();
    testApp = await startTestApp('pglite', {
      AI_PROVIDER: 'openai',
      AI_BASE_URL: baseUrl,
      AI_MODEL: 'fake-model',
      AI_TIMEOUT_MS: '300',
    });
  });
  afterAll(async () => {
    await testApp.close();
    await fake.stop();
  });

  const consult = (sessionId: string, content: string) =>
    fetch(`${testApp.url}/api/chat/consult`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId, messages: [{ role: 'user', content }] }),
    }).then((response) => response.json());

  it('uses the model’s reply, fills fields the engine missed and tracks tokens per artist', async () => {
    fake.enqueue({
      kind: 'completion',
      content: JSON.stringify({
        reply: 'A moth, gorgeous. Where on your body?',
        fields: { idea: 'moth', style: 'blackwork' },
      }),
      promptTokens: 500,
      completionTokens: 30,
    });
    const sessionId = nanoid();
    const answer = await consult(sessionId, 'something with wings i think');
    expect(answer.response).toBe('A moth, gorgeous. Where on your body?');
    // The engine read the idea itself; the style, which it could not tell, came from the model.
    expect(answer.directionSummary).toMatch(/^Blackwork/);
    const usage = await testApp.database.db.select().from(aiUsage).where(eq(aiUsage.sessionId, sessionId));
    expect(usage).toMatchObject([
      { provider: 'openai-compatible', model: 'fake-model', inputTokens: 500, outputTokens: 30 },
    ]);
  });

  it.each([
    ['malformed JSON', { kind: 'completion', content: 'not json at all' } as const],
    ['a 429', { kind: 'status', status: 429 } as const],
    ['a timeout', { kind: 'hang' } as const],
  ])('falls back to the built-in engine on %s', async (_name, behaviour) => {
    fake.enqueue(behaviour);
    const answer = await consult(nanoid(), 'I want a geometric wolf head');
    expect(answer.response).toBeTruthy();
    expect(answer.response).not.toMatch(/not json/);
    expect(answer.directionSummary).toMatch(/wolf/i);
  });
});
