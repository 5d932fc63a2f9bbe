import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Client addresses that followed an artist's confirmation link (issue #24 item 7, decision 055): until an
 * address is here for that artist, the outbox holds every email to it but the confirmation itself. Lowercased;
 * confirmed once for an artist, confirmed for that artist's later leads. Goes with the artist's account.
 */
export const confirmedClientEmails = pgTable(
  'confirmed_client_emails',
  {
    artistId: text('artist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.artistId, table.address] })],
);
