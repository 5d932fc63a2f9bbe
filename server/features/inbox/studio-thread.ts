import type { Db } from '../../db/client.ts';
import type { InstagramThreadRow } from '../../db/schema/index.ts';
import type { ConsultationArtist } from '../consultation/load-consultation-artist.ts';
import { loadStudioConsultation, type StudioConsultation } from '../consultation/studio-consultation.ts';
import { findArtistStudio } from '../studio-membership/find-artist-studio.ts';

/**
 * The studio a DM talks for (issue #28 item 3, decision 075): a thread on a studio owner's own account that no
 * artist has taken yet is the studio's, as a chat on its page is, and its turn routes the client to the artist
 * whose work fits. A thread already routed or reassigned (`routing` set) is its artist's; a member's own account
 * is theirs. Null otherwise.
 */
export async function studioOfThread(
  db: Db,
  thread: Pick<InstagramThreadRow, 'artistId' | 'routing'>,
  loadArtist: (artistId: string) => Promise<ConsultationArtist>,
): Promise<StudioConsultation | null> {
  if (thread.routing) return null;
  const found = await findArtistStudio(db, thread.artistId);
  if (found?.role !== 'owner') return null;
  return loadStudioConsultation(db, found.studio.id, loadArtist);
}
