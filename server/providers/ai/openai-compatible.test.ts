import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_CONVERSATION_STYLE,
  EMPTY_BRIEF,
  runConsultation,
} from '#common/domain/consultation/index.ts';
import { FakeOpenAiServer } from '../../../tests/fakes/fake-openai-server.ts';
import { AiProviderError, createOpenAiImageProvider, createOpenAiTextProvider } from './openai-compatible.ts';
import type { ConsultTurnInput } from './types.ts';

const artist = {
  name: 'Mara Vale',
  bio: 'Blackwork',
  specialtyStyles: ['Blackwork'],
  consultationPrice: 150,
};
const recentMessages = [{ role: 'user' as const, content: 'hi, I want a moth on my chest' }];
const input: ConsultTurnInput = {
  artist,
  style: DEFAULT_CONVERSATION_STYLE,
  brief: EMPTY_BRIEF,
  missingFields: ['idea', 'style'],
  gates: [],
  recentMessages,
  plan: runConsultation({
    messages: recentMessages,
    artist: { id: 'a', ...artist },
    portfolio: [],
    withPlan: true,
  }).plan!,
};

describe('OpenAI-compatible adapter against a local fake server', () => {
  const fake = new FakeOpenAiServer();
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await fake.start();
  });
  afterAll(() => fake.stop());

  // A short timeout only where the fake hangs: on a busy machine a real answer can take longer than 300 ms, and
  // one timed-out answer would be left queued for the next test.
  const provider = (timeoutMs = 10_000) =>
    createOpenAiTextProvider({ baseUrl, apiKey: 'sk-test', model: 'test-model', timeoutMs });

  it('sends the chat-completions request and reads the reply, fields and token usage', async () => {
    fake.enqueue({
      kind: 'completion',
      content: JSON.stringify({
        reply: 'Love a moth! Fine line or bold?',
        fields: { idea: 'moth', placement: 'chest' },
      }),
      promptTokens: 321,
      completionTokens: 12,
    });
    const output = await provider().consultTurn(input);
    expect(output).toEqual({
      reply: 'Love a moth! Fine line or bold?',
      fields: { idea: 'moth', placement: 'chest' },
      usage: { inputTokens: 321, outputTokens: 12 },
    });
    const request = fake.requests.at(-1)!;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer sk-test');
    expect(request.body.model).toBe('test-model');
    expect(request.body.response_format).toEqual({ type: 'json_object' });
    const messages = request.body.messages as Array<{ role: string; content: string }>;
    expect(messages[0]!.role).toBe('system');
    expect(messages[0]!.content).toContain('Mara Vale');
    expect(messages[0]!.content).toContain('$150');
    // Decision 029: the client's words travel as JSON data in a user message, never in the instructions.
    expect(messages).toHaveLength(2);
    expect(messages[0]!.content).not.toContain('moth on my chest');
    expect(JSON.parse(messages[1]!.content).consultation_data.conversation).toEqual([
      { role: 'user', content: 'hi, I want a moth on my chest' },
    ]);
  });

  it('rejects a reply that is not JSON', async () => {
    fake.enqueue({ kind: 'completion', content: 'Sure! Here is my answer: {reply: oops' });
    await expect(provider().consultTurn(input)).rejects.toThrow(/not JSON/);
  });

  it('rejects JSON of the wrong shape', async () => {
    fake.enqueue({ kind: 'completion', content: JSON.stringify({ answer: 'hi' }) });
    await expect(provider().consultTurn(input)).rejects.toBeInstanceOf(AiProviderError);
  });

  it('reports a 429 with its status', async () => {
    fake.enqueue({ kind: 'status', status: 429 });
    await expect(provider().consultTurn(input)).rejects.toMatchObject({ status: 429 });
  });

  it('gives up after the timeout', async () => {
    fake.enqueue({ kind: 'hang' });
    const started = Date.now();
    await expect(provider(300).consultTurn(input)).rejects.toThrow(/timed out after 300 ms/);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('generates a concept image through the images endpoint', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    fake.enqueue({ kind: 'image', b64: png.toString('base64') });
    const images = createOpenAiImageProvider({
      baseUrl,
      model: 'm',
      imageModel: 'img-model',
      timeoutMs: 10_000,
    });
    expect(await images.generateConcept('a moth')).toEqual(png);
    expect(fake.requests.at(-1)!.path).toBe('/v1/images/generations');
    expect(fake.requests.at(-1)!.body.model).toBe('img-model');
  });
});
