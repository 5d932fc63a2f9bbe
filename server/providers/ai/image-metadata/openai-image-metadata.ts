import { z } from 'zod';
import { SPECIALTY_STYLES } from '#common/constants/styles.ts';
import {
  PORTFOLIO_DESCRIPTION_MAX,
  PORTFOLIO_TAG_MAX,
  PORTFOLIO_TITLE_MAX,
  uniqueTags,
} from '#common/contracts/portfolio.ts';
import { AiProviderError, type OpenAiCompatibleSettings, postJson } from '../openai-compatible.ts';
import type { AiImageMetadataProvider, ImageMetadataInput } from '../types.ts';

const MAX_TAGS = 8;

/** What the model must answer; anything else is refused and the built-in provider answers instead. */
const modelMetadataSchema = z.object({
  title: z.string().trim().min(1).max(PORTFOLIO_TITLE_MAX),
  style: z.enum(SPECIALTY_STYLES),
  description: z.string().trim().max(PORTFOLIO_DESCRIPTION_MAX),
  tags: z
    .array(z.string().trim().max(PORTFOLIO_TAG_MAX))
    .transform((tags) => uniqueTags(tags.map((tag) => tag.toLowerCase())).slice(0, MAX_TAGS)),
});

function buildMessages(input: ImageMetadataInput) {
  const system = [
    'You catalogue photos of tattoos for the artist who made them. Answer with one JSON object only:',
    `{"title": short title (max 60 chars), "style": one of ${JSON.stringify(SPECIALTY_STYLES)},`,
    '"description": one or two sentences a client would read (max 300 chars), "tags": up to 8 short lowercase tags}.',
    'Describe only what you can see: the subject, linework, shading, colours and placement on the body.',
    'When you cannot tell what the subject is, describe the lines and colours instead of guessing.',
    input.artistStyles.length > 0
      ? `The artist works in: ${input.artistStyles.join(', ')}. Prefer one of these when the piece fits it.`
      : '',
  ]
    .filter(Boolean)
    .join('\n');
  return [
    { role: 'system', content: system },
    {
      role: 'user',
      content: [
        { type: 'text', text: `File name: ${JSON.stringify(input.fileName)}` },
        {
          type: 'image_url',
          image_url: { url: `data:image/webp;base64,${input.thumbnail.toString('base64')}`, detail: 'low' },
        },
      ],
    },
  ];
}

/** A vision model over OpenAI's chat-completions protocol, sent the 480 px thumbnail as a data URL. */
export function createOpenAiImageMetadataProvider(
  settings: OpenAiCompatibleSettings & { visionModel: string },
): AiImageMetadataProvider {
  return {
    name: 'openai-compatible',
    async describeImage(input) {
      const completion = (await postJson(settings, '/chat/completions', {
        model: settings.visionModel,
        messages: buildMessages(input),
        response_format: { type: 'json_object' },
        temperature: 0.2,
        max_tokens: 300,
      })) as { choices?: Array<{ message?: { content?: string | null } }> };
      let parsed: unknown;
      try {
        parsed = JSON.parse(completion.choices?.[0]?.message?.content ?? '');
      } catch {
        throw new AiProviderError('returned metadata that is not JSON');
      }
      const metadata = modelMetadataSchema.safeParse(parsed);
      if (!metadata.success) {
        throw new AiProviderError(`returned metadata of the wrong shape: ${metadata.error.message}`);
      }
      return { ...metadata.data, suggestedByModel: true };
    },
  };
}
