import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Spec §3 Demo item: the public storage demo's to-do list (shared by every visitor). */
export const demoItems = pgTable('demo_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  description: text('description'),
  priority: integer('priority').notNull().default(0),
  completed: boolean('completed').notNull().default(false),
  tags: text('tags').array().notNull().default([]),
  metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
