import { and, eq } from 'drizzle-orm';
import type { ArtistPartRequest, BookingConsent } from '#common/contracts/consent.ts';
import { consentForms } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordBookingEvent } from '../booking/core/booking-events.ts';
import { loadConsentBooking } from './consent-booking.ts';
import type { ConsentDeps } from './consent-deps.ts';
import { cleanSignature, consentKey, deleteStored } from './consent-files.ts';
import { getBookingConsent } from './get-booking-consent.ts';
import { storeConsentPdf } from './store-consent-pdf.ts';

/**
 * POST /api/consent/bookings/:bookingId/artist-part: after the session the artist writes the ink brand and lot
 * numbers and the needles, and signs; the PDF is made again with their part. Filling it again replaces it.
 * NOT_FOUND for another artist's booking; CONFLICT before the client has signed or when the form has no
 * artist part; a blank signature is a 400 naming `signature`.
 */
export async function recordArtistPart(
  deps: ConsentDeps,
  { artistId, bookingId, data }: { artistId: string; bookingId: string; data: ArtistPartRequest },
): Promise<BookingConsent> {
  const now = deps.clock();
  const loaded = await loadConsentBooking(deps.db, { artistId, bookingId });
  const { consent } = loaded;
  if (!consent) throw new AppError('CONFLICT', 'The client has not signed this consent form yet');
  if (!consent.form.hasArtistPart) throw new AppError('CONFLICT', 'This form has no artist part');
  const signature = await cleanSignature(data.signature);
  const artistPart = { inkBrand: data.inkBrand, lotNumbers: data.lotNumbers, needles: data.needles };
  const artistSignatureKey = consentKey('png');
  const stored: string[] = [];
  try {
    await deps.storage.put(artistSignatureKey, signature, 'image/png');
    stored.push(artistSignatureKey);
    const updated = { ...consent, artistPart, artistSignatureKey, artistSignedAt: now };
    const pdfKey = await storeConsentPdf(deps.storage, loaded, updated, { artist: signature });
    stored.push(pdfKey);
    await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(consentForms)
        .set({ artistPart, artistSignatureKey, artistSignedAt: now, pdfKey })
        .where(and(eq(consentForms.id, consent.id), eq(consentForms.artistId, artistId)))
        .returning({ id: consentForms.id });
      if (!row) throw new AppError('NOT_FOUND', 'Booking not found');
      await recordBookingEvent(tx, {
        artistId,
        leadId: consent.leadId,
        kind: 'consent-completed',
        at: now,
        detail: { bookingId },
      });
    });
  } catch (error) {
    await deleteStored(deps.storage, stored);
    throw error;
  }
  // The replaced PDF and signature go once the new ones are in place.
  await deleteStored(deps.storage, [consent.pdfKey, consent.artistSignatureKey ?? ''].filter(Boolean));
  return getBookingConsent(deps, { artistId, bookingId });
}
