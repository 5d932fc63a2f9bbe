/** Spec §9 Analytics: the time ranges of the admin stats, and how many days each covers. */
export const TIME_RANGES = ['7d', '30d', '90d', '1y'] as const;
export type TimeRange = (typeof TIME_RANGES)[number];
export const DEFAULT_TIME_RANGE: TimeRange = '30d';
export const TIME_RANGE_DAYS: Record<TimeRange, number> = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 };

/** Spec §9: the activity breakdown shows the top 6 event types, recent activity the latest 10 events. */
export const ACTIVITY_BREAKDOWN_SIZE = 6;
export const RECENT_EVENTS_LIMIT = 10;
/** Spec §9: a session id is shown as its first 8 characters. */
export const SESSION_ID_DISPLAY_LENGTH = 8;
