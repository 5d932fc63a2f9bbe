import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Storage for the built-in OpenID provider (oidc-provider's adapter contract): interactions, codes,
 * tokens, grants and its own signing keys, so local sign-in survives a restart.
 */
export const localOidcRecords = pgTable(
  'local_oidc_records',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    uid: text('uid'),
    userCode: text('user_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.model, table.id] }),
    index('local_oidc_records_grant_idx').on(table.grantId),
    index('local_oidc_records_uid_idx').on(table.uid),
  ],
);
