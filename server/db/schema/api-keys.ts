import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ApiKeyScope } from '#common/contracts/api-keys.ts';
import { users } from './users.ts';

/**
 * An artist's keys for the public API /api/v1 (issue #29, decision 077). The key itself is shown once: only its
 * SHA-256 is stored, as with session tokens, and its first characters (`prefix`) so a list can tell keys apart.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    artistId: text('artist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    scopes: text('scopes').array().$type<ApiKeyScope[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('api_keys_artist_idx').on(table.artistId, table.createdAt)],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
