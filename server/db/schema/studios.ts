import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { STUDIO_ROLES, type StudioBranding, type StudioSettings } from '#common/contracts/studios.ts';
import { users } from './users.ts';

/**
 * A shop: several artists under one roof (issue #28, decision 073). The owner's Studio plan pays for it; what is
 * the shop's lives here once (settings, branding, the widget's allowed origins) and every member inherits it.
 * Each artist's own data (portfolio, leads, bookings, Instagram) keeps its artist_id and never moves here.
 */
export const studios = pgTable('studios', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: text('owner_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /** The studio's public page is /s/:publicHandle; unique among studios (artists' handles are /a/). */
  publicHandle: text('public_handle').notNull().unique(),
  /** Address, hours, policies, studio answers and deposit rules: a key absent means each artist's own. */
  settings: jsonb('settings').$type<StudioSettings>().notNull().default({}),
  /** White-label (Studio plan): logo, accent colour and name shown to clients instead of Inkdesk's. */
  branding: jsonb('branding').$type<StudioBranding>().notNull().default({}),
  /** Origins allowed to frame the studio's widget (frame-ancestors), e.g. https://shop.example. */
  widgetOrigins: text('widget_origins').array().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who belongs to a studio and as what. An artist belongs to at most one studio. */
export const studioMembers = pgTable(
  'studio_members',
  {
    studioId: uuid('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: STUDIO_ROLES }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('studio_members_studio_idx').on(table.studioId)],
);

/**
 * An emailed invitation to join a studio: the link carries a random token, only its SHA-256 is stored. It
 * expires, works once, and only for a signed-in user whose verified email is `email`.
 */
export const studioInvites = pgTable(
  'studio_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studioId: uuid('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: STUDIO_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One open invite per address and studio: inviting again replaces the link rather than adding a second.
    uniqueIndex('studio_invites_open_idx')
      .on(table.studioId, table.email)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
  ],
);

export type StudioRow = typeof studios.$inferSelect;
export type StudioMemberRow = typeof studioMembers.$inferSelect;
export type StudioInviteRow = typeof studioInvites.$inferSelect;
