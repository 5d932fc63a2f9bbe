import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A Business Login in progress: the SHA-256 of the `state` sent to Instagram and who started it. The state
 * is also set in a cookie of that browser, so /api/instagram/callback accepts a code only in the session that
 * asked for it, for the same artist, once, before `expiresAt`.
 */
export const instagramOauthStates = pgTable('instagram_oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  artistId: text('artist_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
