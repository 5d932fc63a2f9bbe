import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { EMAIL_STATUSES } from '#common/contracts/outbox.ts';
import { users } from './users.ts';

/** An attachment as stored and sent: a text file (an .ics invite, a transcript). */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * The outbox (issue #14, decision 020): every email Inkdesk sends, queued first, then sent by the send-email job
 * through SMTP, or kept here and under DATA_DIR/mail when SMTP_URL is not set. An artist's emails go with their
 * account (cascade); the deletion confirmation has no artist, so it outlives the account it confirms.
 */
export const emails = pgTable(
  'emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    artistId: text('artist_id').references(() => users.id, { onDelete: 'cascade' }),
    /** What the email is for, e.g. lead-received, human-requested, daily-digest, account-deleted. */
    kind: text('kind').notNull(),
    /** At most one email per key (OutgoingEmail.dedupeKey): a repeated event queues nothing new. */
    dedupeKey: text('dedupe_key').unique(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    /** `held` until its client confirms the address (decision 055): no send job exists for it meanwhile. */
    status: text('status', { enum: EMAIL_STATUSES }).notNull().default('queued'),
    /** How it left: `smtp`, or `outbox` when SMTP_URL is not set (set when sent). */
    transport: text('transport', { enum: ['smtp', 'outbox'] }),
    /**
     * The display name a client's email is sent under instead of MAIL_FROM's own: a white-labelled studio's
     * (issue #28 item 5), fixed when queued as the rest of its brand is. The address stays MAIL_FROM's.
     */
    senderName: text('sender_name'),
    /** The From it was sent with (MAIL_FROM's address, under senderName when there is one). */
    from: text('from'),
    /** The Message-ID header it carried. */
    messageId: text('message_id'),
    /**
     * Once sent, `to` is replaced by ERASED_RECIPIENT: the deletion confirmation must not keep the address of
     * the account it confirms deleting (spec §4).
     */
    isRecipientErasedOnceSent: boolean('is_recipient_erased_once_sent').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('emails_created_at_idx').on(table.createdAt.desc(), table.id),
    index('emails_artist_id_idx').on(table.artistId),
  ],
);

export type EmailRow = typeof emails.$inferSelect;

/** What `to` reads once an erased-recipient email has gone. */
export const ERASED_RECIPIENT = '(erased once sent)';
