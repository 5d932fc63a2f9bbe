import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PLAN_IDS } from '#common/constants/plans.ts';
import { SUBSCRIPTION_STATUSES } from '#common/domain/billing/entitlement.ts';
import { users } from './users.ts';

/**
 * Each artist's plan and how it stands (issue #27, decision 070): a 14-day trial started at sign-up, then
 * Stripe's subscription as its webhooks tell it. common/domain/billing/entitlement.ts reads a row into what the
 * artist may do now. Nothing here is deleted when a plan lapses.
 */
export const subscriptions = pgTable('subscriptions', {
  artistId: text('artist_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  plan: text('plan', { enum: PLAN_IDS }).notNull(),
  status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
  /** The plan picked on the pricing page before sign-up (/api/login?plan=): checkout offers it first. */
  chosenPlan: text('chosen_plan', { enum: PLAN_IDS }),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  pastDueSince: timestamp('past_due_since', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** A downgrade that applies at the period's end. */
  scheduledPlan: text('scheduled_plan', { enum: PLAN_IDS }),
  stripeCustomerId: text('stripe_customer_id').unique(),
  stripeSubscriptionId: text('stripe_subscription_id').unique(),
  /**
   * The `created` time of the last Stripe event applied to this row: an older event arriving later (Stripe does not
   * promise order) changes nothing.
   */
  providerEventAt: timestamp('provider_event_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Conversations the assistant answered per artist and calendar month (UTC, 'YYYY-MM'), counted up in the turn's
 * own statement with the limit in its WHERE, so concurrent turns never pass the plan's limit (decision 070).
 * `warnedPercent` is the highest usage warning sent this month (80, 100), so each goes out once.
 */
export const conversationUsage = pgTable(
  'conversation_usage',
  {
    artistId: text('artist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    conversations: integer('conversations').notNull().default(0),
    warnedPercent: integer('warned_percent').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.artistId, table.month] })],
);

/** A studio asking about the Studio plan (issue #27 item 7): emailed to sales through the outbox, listed for admins. */
export const salesRequests = pgTable(
  'sales_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    studioName: text('studio_name').notNull(),
    artistCount: integer('artist_count'),
    message: text('message').notNull(),
    /** The signed-in artist who sent it, if any. */
    artistId: text('artist_id').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sales_requests_open_idx').on(table.createdAt).where(sql`${table.handledAt} is null`)],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;
