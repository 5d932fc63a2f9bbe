import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { StudioView } from '#common/contracts/studio-team.ts';
import type { Db } from '../../db/client.ts';
import { studios } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ObjectStorage } from '../../providers/storage/types.ts';
import { publicImageUrl } from '../portfolio/portfolio-image-url.ts';
import { explainUnreadable, openUpright } from '../portfolio/process-portfolio-image.ts';
import { readUpload, type UploadRead } from '../portfolio/read-upload.ts';
import { getMyStudio } from './get-my-studio.ts';

/** A logo is shown small (a header, an email, the widget): 512 px on its long side is plenty at 2× density. */
const LOGO_MAX_SIDE = 512;

/** Stored logos live in the public images folder `branding/` (server/features/images), as portfolio images do. */
const LOGO_FOLDER = 'branding';

/**
 * Stores the studio's logo (white-label, issue #28 item 5) through the object store as portfolio images are:
 * checked to be an image, upright, re-encoded as WebP without metadata, at most LOGO_MAX_SIDE px, under a
 * content-hashed name; its public URL goes into branding.logoUrl. VALIDATION_FAILED naming `logo` for a file that
 * is not a readable image. Returns the studio.
 */
export async function uploadStudioLogo({
  db,
  storage,
  clock,
  ownerId,
  studioId,
  files,
}: {
  db: Db;
  storage: ObjectStorage;
  clock: Clock;
  ownerId: string;
  studioId: string;
  files: AsyncIterable<{ stream: Readable; isTruncated: () => boolean }>;
}): Promise<StudioView> {
  let upload: UploadRead | undefined;
  for await (const file of files) {
    if (upload) throw new AppError('VALIDATION_FAILED', 'One logo', { logo: 'Send one image' });
    upload = await readUpload(file.stream, file.isTruncated);
  }
  if (!upload) throw new AppError('VALIDATION_FAILED', 'No logo', { logo: 'Choose an image for the logo' });
  if (!upload.ok)
    throw new AppError('VALIDATION_FAILED', 'Not a usable logo', { logo: `The file ${upload.reason}` });
  const logo = await (await openUpright(upload.bytes, upload.type))
    .resize(LOGO_MAX_SIDE, LOGO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 90 })
    .toBuffer()
    .catch((error: Error) => {
      throw new AppError('VALIDATION_FAILED', 'Not a usable logo', {
        logo: `The file ${explainUnreadable(error).message}`,
      });
    });
  const key = `${LOGO_FOLDER}/${createHash('sha256').update(logo).digest('hex').slice(0, 32)}.webp`;
  await storage.put(key, logo, 'image/webp');
  await db
    .update(studios)
    .set({
      branding: sql`${studios.branding} || ${JSON.stringify({ logoUrl: publicImageUrl(key) })}::jsonb`,
      updatedAt: clock(),
    })
    .where(eq(studios.id, studioId));
  return (await getMyStudio({ db, userId: ownerId, now: clock() }))!;
}
