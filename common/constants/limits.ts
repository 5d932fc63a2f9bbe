/** Spec §9 "Uploads and wizard" and "Other". */
export const MAX_UPLOAD_IMAGES = 20;
export const WIZARD_STEP_COUNT = 4;
export const PORTFOLIO_PREVIEW_COUNT = 4;
export const DEMO_ITEM_PRIORITY_MIN = 0;
export const DEMO_ITEM_PRIORITY_MAX = 10;
export const DELETION_PROCESSING_DAYS = 30;
export const MINIMUM_CLIENT_AGE = 18;
export const POLICY_LAST_UPDATED = 'October 2, 2025';

/**
 * Issue #12 item 11: what one anonymous chat can make the server store (decision 013). Each image is at most
 * MAX_CHAT_IMAGE_BYTES decoded, and a message's images together at most MAX_CHAT_MESSAGE_IMAGE_BYTES (the
 * consult body limit follows from it); a session keeps at most MAX_CHAT_SESSION_IMAGES images and
 * MAX_CHAT_SESSION_IMAGE_BYTES of them as stored, after re-encoding to at most CHAT_IMAGE_MAX_SIDE px.
 * Issue #24 item 6: sessions cost nothing to start, so one client address (IPv6: its /64) may also store at most
 * MAX_CHAT_IMAGE_BYTES_PER_IP_PER_HOUR a clock hour, across every chat, with one count for a fleet (Redis).
 */
export const MAX_CHAT_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_CHAT_MESSAGE_IMAGE_BYTES = 8 * 1024 * 1024;
export const MAX_CHAT_SESSION_IMAGES = 12;
export const MAX_CHAT_SESSION_IMAGE_BYTES = 6 * 1024 * 1024;
export const MAX_CHAT_IMAGE_BYTES_PER_IP_PER_HOUR = 24 * 1024 * 1024;
export const CHAT_IMAGE_MAX_SIDE = 1024;
/**
 * Images of a chat never saved as a lead are deleted this many hours after its last message, by a job that runs
 * every hour (the privacy policy states both).
 */
export const UNSAVED_CHAT_IMAGE_RETENTION_HOURS = 6;

/** Comments on an artist's posts (the Comments log) are removed this many days after they were made (decision 058). */
export const INSTAGRAM_COMMENT_RETENTION_DAYS = 90;

/**
 * Issue #24 item 7 (decision 055): at most this many address confirmations go to one mailbox a UTC day, however
 * many anonymous chats name it, so a save cannot be used to flood someone's inbox.
 */
export const CONFIRMATION_EMAILS_PER_ADDRESS_PER_DAY = 3;
