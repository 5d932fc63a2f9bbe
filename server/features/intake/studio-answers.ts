import { eq } from 'drizzle-orm';
import {
  type ArtistStudioAnswers,
  allStudioAnswers,
  type StudioAnswer,
  type StudioAnswers,
} from '#common/contracts/studio-answers.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/** Every topic's switch and the artist's own texts (decision 045); throws NOT_FOUND if the user is gone. */
export async function getStudioAnswers({
  db,
  artistId,
}: {
  db: Db;
  artistId: string;
}): Promise<{ answers: StudioAnswer[] }> {
  const [row] = await db
    .select({ studioAnswers: users.studioAnswers })
    .from(users)
    .where(eq(users.id, artistId));
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return { answers: allStudioAnswers(row.studioAnswers) };
}

/**
 * Replaces the artist's studio answers with the topics sent (validated by the contract) and returns every
 * topic; a topic not sent goes back to its default. Throws NOT_FOUND if the user is gone. The chat reads them
 * through its artist cache, so replies change within its TTL.
 */
export async function updateStudioAnswers({
  db,
  artistId,
  data,
}: {
  db: Db;
  artistId: string;
  data: StudioAnswers;
}): Promise<{ answers: StudioAnswer[] }> {
  const stored: ArtistStudioAnswers = Object.fromEntries(
    data.answers.map(({ topic, isOn, text }) => [topic, { isOn, text }]),
  );
  const [row] = await db
    .update(users)
    .set({ studioAnswers: stored, updatedAt: new Date() })
    .where(eq(users.id, artistId))
    .returning({ studioAnswers: users.studioAnswers });
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return { answers: allStudioAnswers(row.studioAnswers) };
}
