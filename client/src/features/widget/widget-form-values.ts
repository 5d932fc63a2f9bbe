import { z } from 'zod';
import { widgetOriginsSchema } from '#common/contracts/widget.ts';

/** The allowlist as the card edits it: one site per line, blank lines ignored; checked by the API's own rules. */
export const widgetFormSchema = z.object({
  origins: z
    .string()
    .transform((text) =>
      text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(widgetOriginsSchema),
});
export type WidgetFormValues = z.input<typeof widgetFormSchema>;

/** The tag a site pastes before </body>: data-artist for an artist's chat, data-studio for a studio's. */
export function widgetSnippet({
  appOrigin,
  target,
  handle,
}: {
  appOrigin: string;
  target: 'artist' | 'studio';
  handle: string;
}): string {
  return `<script src="${appOrigin}/widget.js" data-${target}="${handle}" defer></script>`;
}
