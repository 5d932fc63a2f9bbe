import { queryOptions } from '@tanstack/react-query';
import { getJson, sendJson } from '#client/lib/api-client.ts';
import { type NotificationSettings, notificationSettingsSchema } from '#common/contracts/notifications.ts';

export const NOTIFICATIONS_QUERY_KEY = ['/api/notifications/settings'] as const;

/** GET /api/notifications/settings: which emails the signed-in artist gets (issue #14). */
export function getNotificationSettingsQueryOptions() {
  return queryOptions({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: () => getJson('/api/notifications/settings', notificationSettingsSchema),
  });
}

/** PUT /api/notifications/settings: replaces both choices; a 400 names the bad field. */
export function saveNotificationSettings(data: NotificationSettings): Promise<NotificationSettings> {
  return sendJson('PUT', '/api/notifications/settings', notificationSettingsSchema, data);
}
