import { AppError } from '../../lib/app-error.ts';
import type { StoredObject } from '../../providers/storage/types.ts';
import { loadConsentBooking } from './consent-booking.ts';
import type { ConsentDeps } from './consent-deps.ts';

/**
 * The signed form's PDF or the client's ID photo, for the artist of the booking only (NOT_FOUND for anyone
 * else's, and before the client signed).
 */
export async function readConsentFile(
  deps: Pick<ConsentDeps, 'db' | 'storage'>,
  { artistId, bookingId, file }: { artistId: string; bookingId: string; file: 'pdf' | 'id-photo' },
): Promise<StoredObject> {
  const { consent } = await loadConsentBooking(deps.db, { artistId, bookingId });
  const key = file === 'pdf' ? consent?.pdfKey : consent?.idPhotoKey;
  const object = key ? await deps.storage.get(key) : undefined;
  if (!object) throw new AppError('NOT_FOUND', 'File not found');
  return object;
}
