import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A deletion or disconnect request and its status (spec §4 Deletion request), looked up by its confirmation
 * code from /data-deletion/status. It names no person: once the job has run, nothing links it to anyone.
 * `igUserId` is the subject of a Meta callback and is cleared when the job completes.
 */
export const dataDeletionRequests = pgTable('data_deletion_requests', {
  code: text('code').primaryKey(),
  source: text('source', { enum: ['meta-deletion', 'meta-deauthorize', 'artist', 'admin'] }).notNull(),
  status: text('status', { enum: ['received', 'processing', 'completed'] })
    .notNull()
    .default('received'),
  igUserId: text('ig_user_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});
