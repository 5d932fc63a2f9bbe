import { eq } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '#common/contracts/notifications.ts';
import type { Db } from '../../db/client.ts';
import { notificationSettings } from '../../db/schema/index.ts';

/** The artist's email preferences; the defaults (high-fit lead emails, no daily summary) until they save some. */
export async function getNotificationSettings({
  db,
  artistId,
}: {
  db: Db;
  artistId: string;
}): Promise<NotificationSettings> {
  const [row] = await db
    .select({
      leadEmails: notificationSettings.leadEmails,
      isDailySummaryOn: notificationSettings.isDailySummaryOn,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.artistId, artistId));
  return row ?? DEFAULT_NOTIFICATION_SETTINGS;
}
