/** The support address used when SUPPORT_EMAIL is not set (data deletion requests, sales, help). */
export const DEFAULT_SUPPORT_EMAIL = 'support@inkdesk.app';

/**
 * Built pages carry this token wherever the support address goes (its meta tag, mailto links, text); the
 * server swaps in SUPPORT_EMAIL as it serves them, so the prerendered HTML and hydration agree on it.
 */
export const SUPPORT_EMAIL_TOKEN = '__INKDESK_SUPPORT_EMAIL__';

/** `<meta name="…" content="address">` in every served page: how the client learns the address. */
export const SUPPORT_EMAIL_META_NAME = 'inkdesk:support-email';
