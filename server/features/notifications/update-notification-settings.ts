import type { NotificationSettings } from '#common/contracts/notifications.ts';
import type { Db } from '../../db/client.ts';
import { notificationSettings } from '../../db/schema/index.ts';

/** Saves the artist's email preferences; returns them as stored. */
export async function updateNotificationSettings({
  db,
  artistId,
  data,
}: {
  db: Db;
  artistId: string;
  data: NotificationSettings;
}): Promise<NotificationSettings> {
  const values = {
    leadEmails: data.leadEmails,
    isDailySummaryOn: data.isDailySummaryOn,
    updatedAt: new Date(),
  };
  await db
    .insert(notificationSettings)
    .values({ artistId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.artistId, set: values });
  return { leadEmails: data.leadEmails, isDailySummaryOn: data.isDailySummaryOn };
}
