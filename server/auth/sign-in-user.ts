import type { Db } from '../db/client.ts';
import { type UserRow, users } from '../db/schema/index.ts';

type Claims = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * Creates or refreshes the user behind an ID token. Claim names vary by issuer (OIDC's given_name,
 * some platforms' first_name), so both are read. Admin rights follow ADMIN_EMAILS at every sign-in.
 */
export async function signInUser({
  db,
  claims,
  adminEmails,
}: {
  db: Db;
  claims: Claims;
  adminEmails: string[];
}): Promise<UserRow> {
  const email = text(claims.email)?.toLowerCase() ?? null;
  const profile = {
    email,
    firstName: text(claims.given_name) ?? text(claims.first_name),
    lastName: text(claims.family_name) ?? text(claims.last_name),
    profileImageUrl: text(claims.picture) ?? text(claims.profile_image_url),
    isAdmin: email !== null && adminEmails.includes(email),
  };
  const [user] = await db
    .insert(users)
    .values({ id: String(claims.sub), ...profile })
    .onConflictDoUpdate({ target: users.id, set: { ...profile, updatedAt: new Date() } })
    .returning();
  return user!;
}
