import { queryOptions } from '@tanstack/react-query';
import { getJson, sendJson } from '#client/lib/api-client.ts';
import {
  type WidgetOriginsRequest,
  type WidgetTarget,
  widgetSettingsSchema,
} from '#common/contracts/widget.ts';

export const WIDGET_QUERY_KEY = ['/api/widget'] as const;

/** GET /api/widget: the artist's widget (handle, allowed sites) and the studio's for its owner. */
export function getWidgetSettingsQueryOptions() {
  return queryOptions({
    queryKey: WIDGET_QUERY_KEY,
    queryFn: () => getJson('/api/widget', widgetSettingsSchema),
  });
}

/** PUT /api/widget/artist or /api/widget/studio: replaces that allowlist; a 400 names `origins`. */
export function saveWidgetOrigins(
  target: 'artist' | 'studio',
  data: WidgetOriginsRequest,
): Promise<WidgetTarget> {
  return sendJson('PUT', `/api/widget/${target}`, widgetSettingsSchema.shape.artist, data);
}
