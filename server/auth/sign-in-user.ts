import { randomUUID } from 'node:crypto';
import { and, eq, notExists } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PlanId } from '#common/constants/plans.ts';
import type { Db } from '../db/client.ts';
import { subscriptions, type UserRow, userIdentities, users } from '../db/schema/index.ts';
import { newTrial } from '../features/billing/subscription-state.ts';
import type { Clock } from '../lib/clock.ts';
import { isAdminUser } from './admin-status.ts';
import type { SignInResult } from './oidc-client.ts';
import { announceUserChange } from './user-changes.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Some issuers (Cognito, a few SAML bridges) send the boolean as a string. */
const isVerified = (value: unknown) => value === true || value === 'true';

/**
 * Creates or refreshes the user behind a sign-in. Claim names vary by issuer (OIDC's given_name, some
 * platforms' first_name), so both are read. The user is found by the identity (issuer, sub); a new identity
 * whose email the issuer verified is linked, once, to the one existing user with that email and no identity
 * at this issuer (switching from local sign-in to a real issuer, issue #12 item 5). A new user starts the trial
 * in the same transaction (decision 070), keeping the plan picked on the pricing page. Returns the user.
 */
export async function signInUser({
  db,
  claims,
  adminEmails,
  log,
  clock,
  chosenPlan,
}: {
  db: Db;
  claims: SignInResult['claims'];
  adminEmails: readonly string[];
  log: FastifyBaseLogger;
  /** When a new user's trial starts. */
  clock: Clock;
  /** The plan picked before sign-up (/api/login?plan=); only a new user's trial keeps it. */
  chosenPlan: PlanId | null;
}): Promise<UserRow> {
  const identity = { issuer: claims.iss, subject: claims.sub };
  const email = text(claims.email)?.toLowerCase() ?? null;
  const emailVerified = email !== null && isVerified(claims.email_verified);
  const profile = {
    email,
    emailVerified,
    firstName: text(claims.given_name) ?? text(claims.first_name),
    lastName: text(claims.family_name) ?? text(claims.last_name),
    profileImageUrl: text(claims.picture) ?? text(claims.profile_image_url),
    isAdmin: isAdminUser({ email, emailVerified }, adminEmails),
  };

  const user = await db.transaction(async (tx) => {
    const userId =
      (await identifiedUserId(tx, identity)) ??
      (await claimUnlinkedUser(tx, identity)) ??
      (emailVerified && email ? await linkByVerifiedEmail(tx, identity, email, log) : undefined) ??
      (await createUser(tx, identity, { startedAt: clock(), chosenPlan }));
    const [user] = await tx
      .update(users)
      .set({ ...profile, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    return user!;
  });
  // The email or its verification may have changed, and with it admin status: other devices' cached sessions go.
  announceUserChange(user.id);
  return user;
}

async function identifiedUserId(tx: Tx, identity: { issuer: string; subject: string }) {
  const [row] = await tx
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.issuer, identity.issuer), eq(userIdentities.subject, identity.subject)));
  return row?.userId;
}

/** The user has no identity (at this issuer, when given): one user never collects two accounts of one issuer. */
const hasNoIdentity = (tx: Tx, issuer?: string) =>
  notExists(
    tx
      .select()
      .from(userIdentities)
      .where(
        and(eq(userIdentities.userId, users.id), issuer ? eq(userIdentities.issuer, issuer) : undefined),
      ),
  );

/** Users from before user_identities were keyed by `sub` alone: the first identity with that sub claims its user. */
async function claimUnlinkedUser(tx: Tx, identity: { issuer: string; subject: string }) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, identity.subject), hasNoIdentity(tx)));
  if (!row) return undefined;
  await tx.insert(userIdentities).values({ ...identity, userId: row.id });
  return row.id;
}

async function linkByVerifiedEmail(
  tx: Tx,
  identity: { issuer: string; subject: string },
  email: string,
  log: FastifyBaseLogger,
) {
  const candidates = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), hasNoIdentity(tx, identity.issuer)))
    .limit(2);
  if (candidates.length !== 1) {
    if (candidates.length > 1)
      log.warn({ issuer: identity.issuer }, 'Several users share a verified email; signing in as a new user');
    return undefined;
  }
  const userId = candidates[0]!.id;
  await tx.insert(userIdentities).values({ ...identity, userId });
  log.info(
    { userId, issuer: identity.issuer, subject: identity.subject },
    'Linked a new sign-in identity to an existing user by verified email',
  );
  return userId;
}

/**
 * A new user keeps the spec's `id = sub` unless another issuer's user already holds that id, and starts the
 * 14-day trial (decision 070).
 */
async function createUser(
  tx: Tx,
  identity: { issuer: string; subject: string },
  trial: { startedAt: Date; chosenPlan: PlanId | null },
) {
  const [created] = await tx
    .insert(users)
    .values({ id: identity.subject })
    .onConflictDoNothing()
    .returning({ id: users.id });
  const userId = created?.id ?? (await tx.insert(users).values({ id: randomUUID() }).returning())[0]!.id;
  await tx.insert(userIdentities).values({ ...identity, userId });
  await tx
    .insert(subscriptions)
    .values({ artistId: userId, ...newTrial(trial.startedAt), chosenPlan: trial.chosenPlan });
  return userId;
}
