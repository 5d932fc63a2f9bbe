import { eq } from 'drizzle-orm';
import type { PreferencesChange, User } from '#common/contracts/users.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { assignPublicHandle } from '../artists/assign-public-handle.ts';
import { recordConversion } from '../experiments/record-conversion.ts';
import { toUserDto } from './to-user-dto.ts';

/** Saves the artist's own profile fields (already validated by the contract); throws NOT_FOUND if the user is gone. */
export async function updatePreferences({
  db,
  userId,
  data,
}: {
  db: Db;
  userId: string;
  data: PreferencesChange;
}): Promise<User> {
  const [user] = await db
    .update(users)
    .set({ ...data, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  // Completing setup starts the trial: the trial_start goal for the landing chat this user came from (issue #6).
  if (data.hasCompletedSetup) await recordConversion({ db, goal: 'trial_start', userId });
  return toUserDto(await assignPublicHandle(db, user));
}
