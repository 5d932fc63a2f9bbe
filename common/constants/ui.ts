/** Spec §9 "Notifications": one toast at a time, Radix Toast settings. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_DIRECTION = 'right';
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_VIEWPORT_HOTKEY = ['F8'];

/** Spec §9: Radix Tooltip delays. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Spec §9: wait before an auth redirect, so the toast can be read. */
export const AUTH_REDIRECT_DELAY_MS = 500;
