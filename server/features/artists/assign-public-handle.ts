import { and, eq, isNull, like, or } from 'drizzle-orm';
import { firstFreeHandle, publicHandleBase } from '#common/domain/public-handle.ts';
import type { Db } from '../../db/client.ts';
import { type UserRow, users } from '../../db/schema/index.ts';

/**
 * Gives a finished artist profile its public page handle, once: later name changes keep the link clients
 * already have. Retries on the rare race where two artists take the same handle at once.
 */
export async function assignPublicHandle(db: Db, user: UserRow): Promise<UserRow> {
  if (user.publicHandle || !user.hasCompletedSetup) return user;
  const base = publicHandleBase(user);
  for (let attempt = 0; attempt < 5; attempt++) {
    const rows = await db
      .select({ handle: users.publicHandle })
      .from(users)
      .where(or(eq(users.publicHandle, base), like(users.publicHandle, `${base}-%`)));
    const handle = firstFreeHandle(base, new Set(rows.map((row) => row.handle ?? '')));
    try {
      const [updated] = await db
        .update(users)
        .set({ publicHandle: handle })
        .where(and(eq(users.id, user.id), isNull(users.publicHandle)))
        .returning();
      return updated ?? user;
    } catch (error) {
      if (!/unique|duplicate/i.test((error as Error).message)) throw error;
    }
  }
  return user;
}
