import type { User } from '#common/contracts/users.ts';

/** Spec §2: the nav shows the artist name, else the first name, else the email. */
export function getDisplayName(user: Pick<User, 'artistName' | 'firstName' | 'email'>): string {
  return user.artistName?.trim() || user.firstName?.trim() || user.email?.trim() || 'Artist';
}
