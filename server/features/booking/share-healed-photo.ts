import { randomBytes } from 'node:crypto';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { OutputInfo } from 'sharp';
import {
  type HealedPhotoResponse,
  MAX_HEALED_PHOTO_BYTES,
  MAX_HEALED_PHOTOS,
} from '#common/contracts/booking-requests.ts';
import { bookings, healedPhotos } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { detectImageType } from '../../lib/image-type.ts';
import { explainUnreadable, IMAGE_MAX_SIDE, openUpright } from '../portfolio/process-portfolio-image.ts';
import type { BookingRequestDeps } from './core/booking-deps.ts';
import { recordBookingEvent } from './core/booking-events.ts';
import type { ClientRequest } from './core/load-client-request.ts';

/** The field a refused photo is named by, in the 400's `fields`. */
export const HEALED_PHOTO_FIELD = 'photo';

const refuse = (message: string) =>
  new AppError('VALIDATION_FAILED', message, { [HEALED_PHOTO_FIELD]: message });

/**
 * POST /api/requests/:token/healed-photos: the client shares a photo of their healed tattoo (decision 065). It is
 * re-encoded like a portfolio image (upright, at most 2048 px, WebP, no EXIF or GPS), stored under `healed/`,
 * and kept on the lead for the artist. CONFLICT before a session is marked done or past MAX_HEALED_PHOTOS;
 * VALIDATION_FAILED naming `photo` for an empty, oversized, unknown or damaged file.
 */
export async function shareHealedPhoto(
  { db, storage, clock }: Pick<BookingRequestDeps, 'db' | 'storage' | 'clock'>,
  { request, bytes }: { request: ClientRequest; bytes: Buffer },
): Promise<HealedPhotoResponse> {
  const { lead } = request;
  const [done] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.leadId, lead.id),
        eq(bookings.artistId, lead.artistId),
        eq(bookings.status, 'confirmed'),
        isNotNull(bookings.completedAt),
      ),
    )
    .limit(1);
  if (!done) throw new AppError('CONFLICT', 'You can share a photo once your session is done');
  if (request.healedPhotoCount >= MAX_HEALED_PHOTOS)
    throw new AppError('CONFLICT', `You have shared ${MAX_HEALED_PHOTOS} photos already`);
  if (bytes.length === 0) throw refuse('Choose a photo to share');
  if (bytes.length > MAX_HEALED_PHOTO_BYTES)
    throw refuse(`The photo must be at most ${MAX_HEALED_PHOTO_BYTES / 1024 / 1024} MB`);
  const type = detectImageType(bytes);
  if (!type) throw refuse('Send a JPEG, PNG, WebP, HEIC, AVIF or GIF photo');
  let image: { data: Buffer; info: OutputInfo };
  try {
    image = await (await openUpright(bytes, type))
      .resize(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82, effort: 2 })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw refuse(`This photo ${explainUnreadable(error as Error).message}`);
  }
  const imageKey = `healed/${randomBytes(16).toString('hex')}.webp`;
  await storage.put(imageKey, image.data, 'image/webp');
  try {
    await db.transaction(async (tx) => {
      await tx.insert(healedPhotos).values({
        artistId: lead.artistId,
        leadId: lead.id,
        imageKey,
        width: image.info.width,
        height: image.info.height,
        createdAt: clock(),
      });
      await recordBookingEvent(tx, {
        artistId: lead.artistId,
        leadId: lead.id,
        kind: 'healed-photo-received',
        at: clock(),
        detail: { bookingId: done.id },
      });
    });
  } catch (error) {
    // No row names the file (the lead was deleted meanwhile): it goes too, so no copy is left behind.
    await storage.delete(imageKey);
    throw error;
  }
  const [shared] = await db
    .select({ count: count() })
    .from(healedPhotos)
    .where(and(eq(healedPhotos.leadId, lead.id), eq(healedPhotos.artistId, lead.artistId)));
  return { healedPhotoCount: shared?.count ?? 0 };
}
