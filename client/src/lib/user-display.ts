import type { User } from '#common/contracts/users.ts';

/** Spec §2: the nav shows the artist name, else the first name, else the email. */
export function getDisplayName(user: Pick<User, 'artistName' | 'firstName' | 'email'>): string {
  return user.artistName?.trim() || user.firstName?.trim() || user.email?.trim() || 'Artist';
}

const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

/** "Welcome back" only for someone who has been here before: an account younger than a day is greeted as new. */
export function getGreeting(user: Pick<User, 'createdAt'>, now = Date.now()): string {
  return now - Date.parse(user.createdAt) < NEW_ACCOUNT_MS ? 'Welcome' : 'Welcome back';
}
