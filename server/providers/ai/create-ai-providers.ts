import type { Env } from '../../env.ts';
import { type Clock, systemClock } from '../../lib/clock.ts';
import { createCircuitBreaker } from './circuit-breaker.ts';
import { createBuiltInImageMetadataProvider } from './image-metadata/builtin-image-metadata.ts';
import { createOpenAiImageMetadataProvider } from './image-metadata/openai-image-metadata.ts';
import { withFallback } from './image-metadata/with-fallback.ts';
import { createOpenAiImageProvider, createOpenAiTextProvider } from './openai-compatible.ts';
import type { AiImageMetadataProvider, AiImageProvider, AiTextProvider } from './types.ts';

/**
 * AI_PROVIDER=builtin (default) needs no key: the engine answers alone and concept boards are SVG. With
 * AI_PROVIDER=openai each model sits behind its own circuit breaker on the app's clock (decision 029).
 */
export function createAiProviders(
  env: Env,
  clock: Clock = systemClock,
): { text?: AiTextProvider; image?: AiImageProvider } {
  if (env.AI_PROVIDER !== 'openai' || !env.AI_BASE_URL) return {};
  const settings = {
    baseUrl: env.AI_BASE_URL,
    apiKey: env.AI_API_KEY,
    model: env.AI_MODEL,
    timeoutMs: env.AI_TIMEOUT_MS,
  };
  const text = createOpenAiTextProvider(settings);
  const textBreaker = createCircuitBreaker(clock);
  const image = env.AI_IMAGE_MODEL
    ? createOpenAiImageProvider({ ...settings, imageModel: env.AI_IMAGE_MODEL })
    : undefined;
  const imageBreaker = createCircuitBreaker(clock);
  return {
    text: { ...text, consultTurn: (input) => textBreaker.run(() => text.consultTurn(input)) },
    image: image && {
      ...image,
      generateConcept: (prompt) => imageBreaker.run(() => image.generateConcept(prompt)),
    },
  };
}

/**
 * Portfolio metadata: the built-in provider, or with AI_PROVIDER=openai a vision model (AI_VISION_MODEL,
 * else AI_MODEL) that falls back to the built-in one for any piece it fails on.
 */
export function createImageMetadataProvider(
  env: Env,
  onFallback: (error: unknown) => void,
): AiImageMetadataProvider {
  const builtIn = createBuiltInImageMetadataProvider();
  if (env.AI_PROVIDER !== 'openai' || !env.AI_BASE_URL) return builtIn;
  const vision = createOpenAiImageMetadataProvider({
    baseUrl: env.AI_BASE_URL,
    apiKey: env.AI_API_KEY,
    model: env.AI_MODEL,
    visionModel: env.AI_VISION_MODEL ?? env.AI_MODEL,
    timeoutMs: env.AI_TIMEOUT_MS,
  });
  return withFallback(vision, builtIn, onFallback);
}
