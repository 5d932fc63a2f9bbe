import { buildConsultMessages, modelAnswerSchema } from './consult-prompt.ts';
import type { AiImageProvider, AiTextProvider, ConsultTurnOutput } from './types.ts';

export interface OpenAiCompatibleSettings {
  baseUrl: string;
  apiKey?: string;
  model: string;
  imageModel?: string;
  timeoutMs: number;
}

/** An upstream answer we cannot use; the caller falls back to the built-in engine for that turn. */
export class AiProviderError extends Error {
  readonly status?: number;
  /** The upstream's Retry-After header (seconds or an HTTP date), as sent with a 429 or 503. */
  readonly retryAfter?: string;

  constructor(message: string, status?: number, retryAfter?: string) {
    super(message);
    this.name = 'AiProviderError';
    this.status = status;
    this.retryAfter = retryAfter;
  }
}

/** POSTs JSON to the endpoint; any transport failure, timeout or non-2xx becomes an AiProviderError. */
export async function postJson(
  settings: OpenAiCompatibleSettings,
  path: string,
  body: unknown,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${settings.baseUrl.replace(/\/$/, '')}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    const isTimeout = (error as Error).name === 'TimeoutError';
    throw new AiProviderError(
      isTimeout ? `timed out after ${settings.timeoutMs} ms` : (error as Error).message,
    );
  }
  if (!response.ok) {
    throw new AiProviderError(
      `answered ${response.status} ${response.statusText}`,
      response.status,
      response.headers.get('retry-after') ?? undefined,
    );
  }
  return response.json().catch(() => {
    throw new AiProviderError('answered with a body that is not JSON');
  });
}

interface ChatCompletion {
  choices?: Array<{ message?: { content?: string | null } }>;
  usage?: { prompt_tokens?: number; completion_tokens?: number };
}

/** Any endpoint speaking OpenAI's chat-completions protocol: OpenAI, Ollama, vLLM, LM Studio. */
export function createOpenAiTextProvider(settings: OpenAiCompatibleSettings): AiTextProvider {
  return {
    name: 'openai-compatible',
    model: settings.model,
    async consultTurn(input): Promise<ConsultTurnOutput> {
      const completion = (await postJson(settings, '/chat/completions', {
        model: settings.model,
        messages: buildConsultMessages(input),
        response_format: { type: 'json_object' },
        temperature: 0.4,
        max_tokens: 400,
      })) as ChatCompletion;
      const content = completion.choices?.[0]?.message?.content ?? '';
      let parsed: unknown;
      try {
        parsed = JSON.parse(content);
      } catch {
        throw new AiProviderError('returned a reply that is not JSON');
      }
      const answer = modelAnswerSchema.safeParse(parsed);
      if (!answer.success)
        throw new AiProviderError(`returned JSON of the wrong shape: ${answer.error.message}`);
      return {
        reply: answer.data.reply,
        fields: answer.data.fields,
        usage: {
          inputTokens: completion.usage?.prompt_tokens ?? 0,
          outputTokens: completion.usage?.completion_tokens ?? 0,
        },
      };
    },
  };
}

/** The OpenAI-compatible images endpoint, for concept visuals (AI_IMAGE_MODEL). */
export function createOpenAiImageProvider(
  settings: OpenAiCompatibleSettings & { imageModel: string },
): AiImageProvider {
  return {
    name: 'openai-compatible',
    model: settings.imageModel,
    async generateConcept(prompt) {
      const result = (await postJson(settings, '/images/generations', {
        model: settings.imageModel,
        prompt,
        size: '1024x1024',
        response_format: 'b64_json',
        n: 1,
      })) as { data?: Array<{ b64_json?: string }> };
      const b64 = result.data?.[0]?.b64_json;
      if (!b64) throw new AiProviderError('returned no image');
      return Buffer.from(b64, 'base64');
    },
  };
}
