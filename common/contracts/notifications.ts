import { z } from 'zod';

/** Which new leads email the artist (issue #14): each one, high fit only, once a day in a digest, or none. */
export const LEAD_EMAIL_OPTIONS = [
  { value: 'every', label: 'Every lead' },
  { value: 'high-fit', label: 'High fit only' },
  { value: 'digest', label: 'Daily digest' },
  { value: 'off', label: 'Off' },
] as const;

export const leadEmailModeSchema = z.enum(['every', 'high-fit', 'digest', 'off'], {
  error: 'Choose every lead, high fit only, daily digest or off',
});
export type LeadEmailMode = z.infer<typeof leadEmailModeSchema>;

/** `GET` and `PUT /api/notifications/settings`: the artist's email preferences. */
export const notificationSettingsSchema = z.object({
  leadEmails: leadEmailModeSchema,
  /** A morning email listing the requests still waiting on the artist. */
  isDailySummaryOn: z.boolean({ error: 'isDailySummaryOn must be true or false' }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  leadEmails: 'high-fit',
  isDailySummaryOn: false,
};
