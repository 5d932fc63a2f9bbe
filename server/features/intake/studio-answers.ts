import { eq } from 'drizzle-orm';
import {
  ANSWER_LANGUAGES,
  type ArtistStudioAnswers,
  allStudioAnswers,
  type StudioAnswers,
  type StudioAnswersResponse,
} from '#common/contracts/studio-answers.ts';
import { artistDisplayName } from '#common/domain/consultation/index.ts';
import { studioAnswerWords } from '#common/domain/consultation/studio-answers/answer-studio-questions.ts';
import { withArtistName } from '#common/domain/consultation/studio-answers/studio-answer-words.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

const columns = {
  studioAnswers: users.studioAnswers,
  artistName: users.artistName,
  firstName: users.firstName,
};

/** Every topic's switch, the artist's own texts and the defaults (decision 045); throws NOT_FOUND if the user is gone. */
export async function getStudioAnswers({
  db,
  artistId,
}: {
  db: Db;
  artistId: string;
}): Promise<StudioAnswersResponse> {
  const [row] = await db.select(columns).from(users).where(eq(users.id, artistId));
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return responseOf(row);
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
}): Promise<StudioAnswersResponse> {
  const stored: ArtistStudioAnswers = Object.fromEntries(
    data.answers.map(({ topic, isOn, text }) => [topic, { isOn, text }]),
  );
  const [row] = await db
    .update(users)
    .set({ studioAnswers: stored, updatedAt: new Date() })
    .where(eq(users.id, artistId))
    .returning(columns);
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return responseOf(row);
}

function responseOf(row: {
  studioAnswers: ArtistStudioAnswers;
  artistName: string | null;
  firstName: string | null;
}): StudioAnswersResponse {
  const name = artistDisplayName({ name: row.artistName ?? row.firstName ?? '' });
  return {
    answers: allStudioAnswers(row.studioAnswers).map((answer) => ({
      ...answer,
      defaults: Object.fromEntries(
        ANSWER_LANGUAGES.map((language) => [
          language,
          withArtistName(studioAnswerWords(language).defaults[answer.topic], name),
        ]),
      ) as StudioAnswersResponse['answers'][number]['defaults'],
    })),
  };
}
