import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { apiKeys } from './api-keys.ts';
import { users } from './users.ts';

/**
 * One `Idempotency-Key` of one API key on a POST of /api/v1 (decision 080): what was asked (a hash of the method,
 * path and body) and, once answered, the answer a retry gets again. `statusCode` is null while the first request
 * runs. Kept 24 hours from `createdAt`, then pruned (server/jobs/prune-expired-records.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    apiKeyId: uuid('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    artistId: text('artist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    contentType: text('content_type'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.apiKeyId, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
