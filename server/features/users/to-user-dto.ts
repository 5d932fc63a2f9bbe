import type { User } from '#common/contracts/users.ts';
import type { UserRow } from '../../db/schema/index.ts';

/** The user as the API shows it: dates as ISO strings. */
export function toUserDto(row: UserRow): User {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
