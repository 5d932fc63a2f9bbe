import type { UserRow } from '../db/schema/index.ts';

/**
 * Admin rights (issue #12 items 1–2): the email must be listed in ADMIN_EMAILS *now* and verified by the
 * issuer. Evaluated on every request, so removing an email and restarting revokes admin at once.
 */
export function isAdminUser(user: Pick<UserRow, 'email' | 'emailVerified'>, adminEmails: readonly string[]) {
  return user.emailVerified && user.email !== null && adminEmails.includes(user.email.toLowerCase());
}
