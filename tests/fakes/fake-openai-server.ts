import { createServer, type IncomingMessage, type Server } from 'node:http';

/** What the fake answers to the next request; `completion` is the assistant message content. */
export type FakeOpenAiBehaviour =
  | { kind: 'completion'; content: string; promptTokens?: number; completionTokens?: number }
  | { kind: 'image'; b64: string }
  | { kind: 'status'; status: number; body?: unknown; headers?: Record<string, string> }
  | { kind: 'hang' }
  /** Tells the test it arrived, then answers with `answer` once `until` settles: a slow model a test controls. */
  | { kind: 'held'; onArrival: () => void; until: Promise<void>; answer: FakeOpenAiBehaviour };

export interface RecordedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

/**
 * A local server speaking the OpenAI chat-completions and images protocol on 127.0.0.1, scripted
 * per test: each request takes the next queued behaviour (or the default). It records what it received.
 */
export class FakeOpenAiServer {
  readonly requests: RecordedRequest[] = [];
  private readonly queue: FakeOpenAiBehaviour[] = [];
  private server: Server | undefined;
  private hanging: Array<() => void> = [];

  private readonly fallback: FakeOpenAiBehaviour;

  constructor(fallback: FakeOpenAiBehaviour = { kind: 'status', status: 500 }) {
    this.fallback = fallback;
  }

  enqueue(...behaviours: FakeOpenAiBehaviour[]) {
    this.queue.push(...behaviours);
  }

  /** Drops behaviours a test queued but never used, so they cannot answer the next test's requests. */
  clearQueue() {
    this.queue.length = 0;
  }

  async start(): Promise<string> {
    this.server = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      this.requests.push({ path: request.url ?? '', headers: request.headers, body });
      let behaviour = this.queue.shift() ?? this.fallback;
      if (behaviour.kind === 'held') {
        behaviour.onArrival();
        await behaviour.until;
        behaviour = behaviour.answer;
      }
      const json = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(status, { 'content-type': 'application/json', ...headers });
        response.end(JSON.stringify(payload));
      };
      switch (behaviour.kind) {
        case 'hang':
          this.hanging.push(() => response.destroy());
          return;
        case 'status':
          return json(
            behaviour.status,
            behaviour.body ?? { error: { message: `fake status ${behaviour.status}` } },
            behaviour.headers,
          );
        case 'image':
          return json(200, { created: 1, data: [{ b64_json: behaviour.b64 }] });
        case 'completion':
          return json(200, {
            id: 'chatcmpl-fake',
            object: 'chat.completion',
            model: body.model,
            choices: [
              { index: 0, message: { role: 'assistant', content: behaviour.content }, finish_reason: 'stop' },
            ],
            usage: {
              prompt_tokens: behaviour.promptTokens ?? 100,
              completion_tokens: behaviour.completionTokens ?? 20,
              total_tokens: (behaviour.promptTokens ?? 100) + (behaviour.completionTokens ?? 20),
            },
          });
      }
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as { port: number };
    return `http://127.0.0.1:${port}/v1`;
  }

  async stop() {
    for (const release of this.hanging) release();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}
