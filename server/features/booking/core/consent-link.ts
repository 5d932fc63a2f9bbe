import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { consentForms } from '../../../db/schema/index.ts';

/**
 * The consent form's signing page hangs under the client's request page (issue #26 item 4, decision 064): the
 * same signed link opens it, so nothing new is secret. /r/:token/consent/:bookingId
 */
export const consentPageUrlOf = (requestPageUrl: string, bookingId: string) =>
  `${requestPageUrl}/consent/${bookingId}`;

/** The signing link for the booking's emails, or null once the client has signed (nothing left to ask). */
export async function consentUrlWhileUnsigned(
  db: Db,
  { requestPageUrl, artistId, bookingId }: { requestPageUrl: string; artistId: string; bookingId: string },
): Promise<string | null> {
  const [signed] = await db
    .select({ id: consentForms.id })
    .from(consentForms)
    .where(
      and(
        eq(consentForms.artistId, artistId),
        eq(consentForms.bookingId, bookingId),
        isNotNull(consentForms.clientSignedAt),
      ),
    );
  return signed ? null : consentPageUrlOf(requestPageUrl, bookingId);
}
