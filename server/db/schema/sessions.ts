import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PlanId } from '#common/constants/plans.ts';
import { users } from './users.ts';

/** What a session carries besides its user: the OIDC login in progress, or the signed-in ID token. */
export interface SessionData {
  /** Set between /api/login and /api/callback; the session is rotated when the login completes. */
  pendingLogin?: { state: string; nonce: string; codeVerifier: string };
  /** Set with pendingLogin: the plan picked on the pricing page (/api/login?plan=), kept by a new account's trial. */
  chosenPlan?: PlanId;
  /**
   * The ID token of the sign-in, sent as id_token_hint at logout. The issuer's access and refresh tokens are
   * not kept: the session lives on its own idle and absolute timeouts (docs/decisions/014).
   */
  idToken?: string;
}

/**
 * Server-side sessions. The cookie holds a random 256-bit token; only its SHA-256 is stored here,
 * so a leaked table cannot be replayed as cookies.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<SessionData>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId), index('sessions_expires_idx').on(table.expiresAt)],
);

export type SessionRow = typeof sessions.$inferSelect;
