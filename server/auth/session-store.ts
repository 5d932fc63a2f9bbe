import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type SessionData, type SessionRow, sessions, type UserRow, users } from '../db/schema/index.ts';

export interface SessionPolicy {
  /** A session unused for this long is over. */
  idleMs: number;
  /** A session is over this long after sign-in, however active. */
  maxAgeMs: number;
}

/** 32 random bytes: far above the 128 bits a session id needs. */
const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Only touch lastSeenAt once a minute, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Creates a session and returns the cookie token (only its hash is stored). It ends `lifetimeMs` after `now`:
 * the policy's absolute lifetime unless a shorter one is given (a pre-login session's minutes).
 */
export async function createSession(
  db: Db,
  policy: SessionPolicy,
  values: { userId?: string; data: SessionData; lifetimeMs?: number },
  now: Date,
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: values.userId ?? null,
    data: values.data,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + Math.min(values.lifetimeMs ?? policy.maxAgeMs, policy.maxAgeMs)),
  });
  return token;
}

const isLive = (policy: SessionPolicy, token: string, now: number) =>
  and(
    eq(sessions.tokenHash, hashToken(token)),
    gt(sessions.expiresAt, new Date(now)),
    gt(sessions.lastSeenAt, new Date(now - policy.idleMs)),
  );

/** The same rule as the query's, for a session read earlier (the session cache, decision 024). */
export const isStillLive = (policy: SessionPolicy, session: SessionRow, now: number) =>
  session.expiresAt.getTime() > now && session.lastSeenAt.getTime() > now - policy.idleMs;

async function touch(db: Db, row: SessionRow, now: number) {
  if (now - row.lastSeenAt.getTime() < TOUCH_INTERVAL_MS) return;
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date(now) })
    .where(eq(sessions.tokenHash, row.tokenHash));
}

/** Returns the live session for a cookie token, or undefined when it is unknown, idle too long or expired. */
export async function findSession(
  db: Db,
  policy: SessionPolicy,
  token: string,
  at: Date,
): Promise<SessionRow | undefined> {
  const now = at.getTime();
  const [row] = await db
    .select()
    .from(sessions)
    .where(isLive(policy, token, now));
  if (row) await touch(db, row, now);
  return row;
}

/** The live signed-in session and its user in one round trip: this runs on every authenticated request. */
export async function findSignedInSession(
  db: Db,
  policy: SessionPolicy,
  token: string,
  at: Date,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const now = at.getTime();
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(isLive(policy, token, now));
  if (row) await touch(db, row.session, now);
  return row;
}

export async function destroySession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Deletes sessions past their absolute or idle lifetime; run by the prune job. */
export async function deleteExpiredSessions(db: Db, policy: SessionPolicy, at: Date): Promise<void> {
  const now = at.getTime();
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, new Date(now)), lt(sessions.lastSeenAt, new Date(now - policy.idleMs))));
}
