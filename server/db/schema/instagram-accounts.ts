import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The Instagram professional account an artist connected (spec §4 Instagram connection), one per artist.
 * Disconnecting deletes the token and sets `disconnectedAt`; the row stays so synced data keeps its source.
 * The token is AES-256-GCM ciphertext (server/providers/instagram/token-cipher.ts), never plain text.
 */
export const instagramAccounts = pgTable(
  'instagram_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    artistId: text('artist_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The professional account id webhooks carry as `entry[].id` (above 2^53: text). */
    igUserId: text('ig_user_id').notNull(),
    /**
     * The other ids Meta may name this person by in a deletion or deauthorize `user_id` (reference A5/A6:
     * which one it sends is UNVERIFIED): the code exchange's `user_id`, and /me's app-scoped `id`.
     */
    loginUserId: text('login_user_id'),
    appScopedUserId: text('app_scoped_user_id'),
    username: text('username').notNull(),
    /** Connected to the bundled sandbox Graph server rather than Meta (decision 016). */
    isSandbox: boolean('is_sandbox').notNull().default(false),
    encryptedToken: text('encrypted_token'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    tokenRefreshedAt: timestamp('token_refreshed_at', { withTimezone: true }),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    disconnectedAt: timestamp('disconnected_at', { withTimezone: true }),
    lastWebhookAt: timestamp('last_webhook_at', { withTimezone: true }),
    lastPhotoSyncAt: timestamp('last_photo_sync_at', { withTimezone: true }),
    /** What the last photo sync did, for the Portfolio tab's "Sync now" (decision 057). */
    lastPhotoSyncAdded: integer('last_photo_sync_added'),
    lastPhotoSyncRemoved: integer('last_photo_sync_removed'),
    /** When the artist last pressed "Sync now": one a minute, and done once lastPhotoSyncAt passes it. */
    photoSyncRequestedAt: timestamp('photo_sync_requested_at', { withTimezone: true }),
  },
  (table) => [
    // Webhooks route on entry.id: only one artist at a time may hold a connected account.
    uniqueIndex('instagram_accounts_connected_ig_user_idx')
      .on(table.igUserId)
      .where(sql`${table.disconnectedAt} is null`),
    index('instagram_accounts_token_refresh_idx').on(table.tokenRefreshedAt),
    index('instagram_accounts_login_user_idx').on(table.loginUserId),
    index('instagram_accounts_app_scoped_user_idx').on(table.appScopedUserId),
  ],
);

export type InstagramAccountRow = typeof instagramAccounts.$inferSelect;
