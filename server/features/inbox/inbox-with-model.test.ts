import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeOpenAiServer } from '../../../tests/fakes/fake-openai-server.ts';
import { startTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts';
import type { TestArtist } from '../../../tests/fixtures/test-artists.ts';
import { createConnectedArtist, sandboxDm } from '../../../tests/fixtures/test-instagram.ts';
import { requestJson } from '../../../tests/fixtures/test-requests.ts';
import { aiUsage } from '../../db/schema/index.ts';
import { MODEL_COOLDOWN_MS } from '../../providers/ai/circuit-breaker.ts';

const completion = (reply: string, fields: Record<string, string> = {}) =>
  ({ kind: 'completion', content: JSON.stringify({ reply, fields }) }) as const;
const INQUIRY = 'Hi! I want a fine line rose on my forearm, about 3 inches, budget $300';

describe('Instagram replies with AI_PROVIDER=openai, over a fake OpenAI server', () => {
  const fake = new FakeOpenAiServer();
  let now = new Date();
  let app: TestApp;
  let artist: TestArtist;

  const dm = async (username: string, text: string) => {
    await sandboxDm(app, artist, { username, text });
    const thread = await requestJson(
      app.url,
      artist.browser,
      'GET',
      `/api/instagram/sandbox/thread?username=${username}`,
    );
    return thread.body.messages as { from: string; text: string }[];
  };
  const modelCalls = () => fake.requests.filter((request) => request.path.endsWith('/chat/completions'));

  beforeAll(async () => {
    const baseUrl = await fake.start();
    app = await startTestApp(
      'pglite',
      { AI_PROVIDER: 'openai', AI_BASE_URL: baseUrl, AI_MODEL: 'fake-model', AI_TIMEOUT_MS: '300' },
      { clock: () => now },
    );
    ({ artist } = await createConnectedArtist(app, {
      email: 'model@example.com',
      artistName: 'Mona Ink',
      username: 'mona.ink',
    }));
  });
  afterAll(async () => {
    await app.close();
    await fake.stop();
  });
  // Each test starts with the breaker closed and nothing queued, whatever the test before it did.
  beforeEach(() => {
    now = new Date(now.getTime() + 10 * MODEL_COOLDOWN_MS);
    fake.clearQueue();
  });

  it("answers a tattoo DM with the model's reply, after the disclosure, and counts its tokens", async () => {
    fake.enqueue({
      ...completion('A fine line rose sounds lovely! Colour or black and grey?', { idea: 'rose' }),
      promptTokens: 120,
      completionTokens: 25,
    });
    const thread = await dm('client.model', INQUIRY);
    expect(thread.at(-1)).toMatchObject({
      from: 'account',
      text: "Hi! I'm the automated assistant for Mona Ink. A fine line rose sounds lovely! Colour or black and grey?",
    });
    expect(modelCalls()).toHaveLength(1);
    // The client's words reach the model as data inside the request, never as its instructions.
    expect(JSON.stringify(modelCalls()[0]!.body)).toContain('fine line rose');
    const usage = await app.database.db.select().from(aiUsage).where(eq(aiUsage.artistId, artist.id));
    expect(usage).toMatchObject([
      { provider: 'openai-compatible', model: 'fake-model', inputTokens: 120, outputTokens: 25 },
    ]);
  });

  it('keeps the built-in engine reply when the model fails, and asks the model nothing for a fan message', async () => {
    const before = modelCalls().length;
    fake.enqueue({ kind: 'status', status: 500 });
    const thread = await dm('client.fallback', INQUIRY);
    expect(thread.at(-1)!.from).toBe('account');
    expect(thread.at(-1)!.text).toMatch(/^Hi! I'm the automated assistant for Mona Ink\. \S/);
    expect(modelCalls()).toHaveLength(before + 1);

    await dm('fan.model', 'love your work!! 😍');
    expect(modelCalls()).toHaveLength(before + 1);
  });
});
