import { and, eq, inArray } from 'drizzle-orm';
import type { BookingConsent } from '#common/contracts/consent.ts';
import { type ConsentStatus, consentStatusOf } from '#common/domain/consent/consent-status.ts';
import { teamScope } from '../../auth/artist-scope.ts';
import type { Db } from '../../db/client.ts';
import { bookings, consentForms, leads } from '../../db/schema/index.ts';
import { consentPageUrlOf } from '../booking/core/consent-link.ts';
import { requestPageUrl } from '../booking/core/request-link.ts';
import { loadConsentBooking } from './consent-booking.ts';
import type { ConsentDeps } from './consent-deps.ts';
import { currentConsentForm } from './get-consent-template.ts';

/** Where the artist opens a booking's signed PDF and ID photo (artist-only routes). */
export const consentFileUrl = (bookingId: string, file: 'form.pdf' | 'id-photo.jpg') =>
  `/api/consent/bookings/${bookingId}/${file}`;

/**
 * GET /api/consent/bookings/:bookingId: the booking's consent as the artist reads it: its status, the form as
 * signed with the answers, the links to the PDF and ID photo, their own part. NOT_FOUND for another artist's.
 */
export async function getBookingConsent(
  deps: Pick<ConsentDeps, 'db' | 'env'>,
  { artistId, bookingId }: { artistId: string; bookingId: string },
): Promise<BookingConsent> {
  const { booking, consent } = await loadConsentBooking(deps.db, { artistId, bookingId });
  const [lead] = await deps.db
    .select({ language: leads.language })
    .from(leads)
    .where(and(eq(leads.id, booking.leadId), eq(leads.artistId, artistId)));
  const pageUrl = await requestPageUrl({ db: deps.db, env: deps.env, leadId: booking.leadId });
  const form =
    consent?.form ?? (await currentConsentForm(deps.db, { artistId, language: lead?.language ?? null })).form;
  return {
    bookingId,
    status: consentStatusOf(consent ? { ...consent, hasArtistPart: consent.form.hasArtistPart } : null),
    form,
    signed: consent
      ? {
          fullName: consent.answers.fullName,
          dateOfBirth: consent.answers.dateOfBirth,
          signedAt: consent.clientSignedAt.toISOString(),
          language: consent.language,
          acknowledgements: consent.answers.acknowledgements,
          medicalAnswers: consent.answers.medicalAnswers,
          pdfUrl: consentFileUrl(bookingId, 'form.pdf'),
          idPhotoUrl: consent.idPhotoKey ? consentFileUrl(bookingId, 'id-photo.jpg') : null,
        }
      : null,
    artistPart:
      consent?.artistPart && consent.artistSignedAt
        ? { ...consent.artistPart, signedAt: consent.artistSignedAt.toISOString() }
        : null,
    signingUrl: consentPageUrlOf(pageUrl, bookingId),
  };
}

/**
 * GET /api/consent/statuses?bookingIds=…: the status of each of the viewer's bookings asked for (the badges of
 * a list), a studio's members' too for its owner and front desk (decision 073); any other booking is left out,
 * never reported.
 */
export async function listConsentStatuses(
  db: Db,
  { viewerId, bookingIds }: { viewerId: string; bookingIds: string[] },
): Promise<{ statuses: Record<string, ConsentStatus> }> {
  if (bookingIds.length === 0) return { statuses: {} };
  const rows = await db
    .select({
      bookingId: bookings.id,
      clientSignedAt: consentForms.clientSignedAt,
      artistSignedAt: consentForms.artistSignedAt,
      form: consentForms.form,
    })
    .from(bookings)
    .leftJoin(
      consentForms,
      and(eq(consentForms.bookingId, bookings.id), eq(consentForms.artistId, bookings.artistId)),
    )
    .where(and(teamScope(bookings.artistId, viewerId), inArray(bookings.id, bookingIds)));
  const statuses: Record<string, ConsentStatus> = {};
  for (const row of rows) {
    statuses[row.bookingId] = consentStatusOf(
      row.clientSignedAt ? { ...row, hasArtistPart: row.form?.hasArtistPart ?? false } : null,
    );
  }
  return { statuses };
}
