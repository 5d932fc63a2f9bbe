import { z } from 'zod';
import { SOURCE_URL_MAX_CHARS } from '../constants/widget.ts';

/**
 * The website widget (issue #28 item 6, decision 074): a script tag puts a chat bubble on the artist's or the
 * studio's own site; the chat runs in an iframe from the app, which only the allowlisted origins may frame.
 */

/** How many sites one artist or studio may allow (frame-ancestors grows with each). */
export const WIDGET_MAX_ORIGINS = 10;

/** An http(s) URL, by the WHATWG parser the browser uses too; anything else (javascript:, data:…) is false. */
export function isHttpUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * `https://shop.example` or `http://localhost:8080`: scheme, host and an optional port, nothing after. Written
 * back as the browser's own serialisation (lower case, default port dropped), which is what frame-ancestors
 * compares against.
 */
export const widgetOriginSchema = z
  .string({ error: 'Each origin must be text' })
  .trim()
  .max(253, 'An origin is at most 253 characters')
  .refine(
    (text) => isHttpUrl(text) && /^https?:\/\/[^/?#@\s]+\/?$/i.test(text),
    'Write each site as https://example.com (scheme, host and port only: no path, query or user name)',
  )
  .transform((text) => new URL(text).origin);

export const widgetOriginsSchema = z
  .array(widgetOriginSchema, { error: 'origins must be a list' })
  .max(WIDGET_MAX_ORIGINS, `At most ${WIDGET_MAX_ORIGINS} sites`)
  // The same site written twice (HTTPS://Shop.example and https://shop.example/) is kept once.
  .transform((origins) => [...new Set(origins)]);

/** `PUT /api/widget/artist` and `PUT /api/widget/studio`: the whole allowlist, replacing the stored one. */
export const widgetOriginsRequestSchema = z.strictObject({ origins: widgetOriginsSchema });
export type WidgetOriginsRequest = z.input<typeof widgetOriginsRequestSchema>;

/** The page URL the chat began on, as the embedding page reported it: shown to the artist on the lead. */
export const sourceUrlSchema = z
  .string({ error: 'sourceUrl must be text' })
  .max(SOURCE_URL_MAX_CHARS, `sourceUrl must be at most ${SOURCE_URL_MAX_CHARS} characters`)
  .refine(isHttpUrl, 'sourceUrl must be an http or https URL');

const widgetTargetSchema = z.object({
  /** The public handle the tag names (data-artist / data-studio); null until the artist has a public page. */
  handle: z.string().nullable(),
  origins: z.array(z.string()),
});
export type WidgetTarget = z.infer<typeof widgetTargetSchema>;

/** `GET /api/widget`: the artist's own widget, and the studio's for the studio's owner (who alone may set it). */
export const widgetSettingsSchema = z.object({
  artist: widgetTargetSchema,
  studio: widgetTargetSchema.extend({ name: z.string() }).nullable(),
});
export type WidgetSettings = z.infer<typeof widgetSettingsSchema>;
