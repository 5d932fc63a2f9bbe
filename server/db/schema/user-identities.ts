import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Which issuer account signs in as which user: (issuer, sub) → user. A user can hold one identity per
 * issuer, so switching from local sign-in to a real issuer links the new identity to the same user by
 * verified email instead of creating an empty account (issue #12 item 5, docs/decisions/014).
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.issuer, table.subject] }),
    index('user_identities_user_idx').on(table.userId),
  ],
);

export type UserIdentityRow = typeof userIdentities.$inferSelect;
