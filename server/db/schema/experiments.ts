import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { CONVERSION_GOALS } from '#common/constants/experiments.ts';
import { EXPERIMENT_STATUSES } from '#common/constants/statuses.ts';
import type { Variant } from '#common/contracts/experiments.ts';
import { users } from './users.ts';

/** Spec §3 Experiment: two conversation styles for the chat, compared on one conversion goal. */
export const experiments = pgTable(
  'experiments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: EXPERIMENT_STATUSES }).notNull().default('draft'),
    conversionGoal: text('conversion_goal', { enum: CONVERSION_GOALS }).notNull(),
    /** Variant B's share of visitors, in percent (spec §5). */
    trafficSplit: integer('traffic_split').notNull(),
    variantA: jsonb('variant_a').$type<Variant>().notNull(),
    variantB: jsonb('variant_b').$type<Variant>().notNull(),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('experiments_traffic_split_check', sql`${table.trafficSplit} between 10 and 90`),
    // Every chat turn asks for the active experiments.
    index('experiments_active_idx').on(table.startDate).where(sql`${table.status} = 'active'`),
  ],
);

export type ExperimentRow = typeof experiments.$inferSelect;

/**
 * One row per chat session that took part in an experiment: its sticky variant (the "visitor"), and when it
 * converted. The primary key makes both happen at most once per session (docs/decisions/007). `userId` is
 * set when the visitor signs in from the same browser, so a later trial_start can be credited to the session.
 */
export const experimentExposures = pgTable(
  'experiment_exposures',
  {
    experimentId: uuid('experiment_id')
      .notNull()
      .references(() => experiments.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull(),
    variant: text('variant', { enum: ['A', 'B'] }).notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    exposedAt: timestamp('exposed_at', { withTimezone: true }).notNull().defaultNow(),
    convertedAt: timestamp('converted_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.experimentId, table.sessionId] }),
    index('experiment_exposures_session_idx').on(table.sessionId),
    index('experiment_exposures_user_idx').on(table.userId).where(sql`${table.userId} is not null`),
  ],
);
