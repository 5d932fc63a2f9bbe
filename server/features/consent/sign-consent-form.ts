import { MINIMUM_CLIENT_AGE } from '#common/constants/limits.ts';
import type { SignConsentRequest } from '#common/contracts/consent.ts';
import { ageOn } from '#common/domain/consent/consent-status.ts';
import { type ConsentAnswers, consentForms } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordBookingEvent } from '../booking/core/booking-events.ts';
import type { ClientRequest } from '../booking/core/load-client-request.ts';
import { loadConsentBooking } from './consent-booking.ts';
import type { ConsentDeps } from './consent-deps.ts';
import { cleanIdPhoto, cleanSignature, consentKey, deleteStored } from './consent-files.ts';
import { languageOf } from './get-consent-page.ts';
import { currentConsentForm } from './get-consent-template.ts';
import { storeConsentPdf } from './store-consent-pdf.ts';

const refuse = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { [field]: message });

/**
 * The minimum age (spec §9: 18) on the day of signing, UTC: VALIDATION_FAILED naming `dateOfBirth` under it
 * or for a date not yet come.
 */
export function checkDateOfBirth(dateOfBirth: string, now: Date): void {
  const today = now.toISOString().slice(0, 10);
  if (dateOfBirth > today) throw refuse('dateOfBirth', 'Enter your date of birth');
  if (ageOn(dateOfBirth, today) < MINIMUM_CLIENT_AGE)
    throw refuse(
      'dateOfBirth',
      `You must be at least ${MINIMUM_CLIENT_AGE} to be tattooed: the date of birth is under the minimum age`,
    );
}

/**
 * POST /api/requests/:token/consent/:bookingId: the client signs the booking's form on their phone. Checks
 * everything before storing anything (each refusal a 400 naming its field: a statement not ticked, a question
 * not answered, a date of birth under 18, a missing ID photo, an empty signature), then stores the signature,
 * the ID photo and the PDF, and the form as signed. CONFLICT when already signed, the booking is cancelled, or
 * the artist changed the form since the page was opened (formVersion).
 */
export async function signConsentForm(
  deps: ConsentDeps,
  { request, bookingId, data }: { request: ClientRequest; bookingId: string; data: SignConsentRequest },
): Promise<{ signedAt: string }> {
  const { artistId, id: leadId } = request.lead;
  const now = deps.clock();
  const loaded = await loadConsentBooking(deps.db, { artistId, bookingId, leadId });
  if (loaded.consent) throw new AppError('CONFLICT', 'This consent form is already signed');
  if (loaded.booking.status === 'cancelled') throw new AppError('CONFLICT', 'This booking was cancelled');
  const language = languageOf(request);
  const { form, version } = await currentConsentForm(deps.db, { artistId, language });
  if (data.formVersion !== version)
    throw new AppError('CONFLICT', 'The artist changed this form: reload the page to sign it', {
      formVersion: 'The artist changed this form: reload the page to sign it',
    });

  form.acknowledgements.forEach((_, index) => {
    if (data.acknowledgements[index] !== true)
      throw refuse(`acknowledgements.${index}`, 'Tick this statement to sign');
  });
  if (data.acknowledgements.length !== form.acknowledgements.length)
    throw refuse('acknowledgements', 'Answer the form as shown: reload the page');
  if (data.medicalAnswers.length !== form.medicalQuestions.length)
    throw refuse('medicalAnswers', 'Answer every question');
  checkDateOfBirth(data.dateOfBirth, now);
  if (form.asksIdPhoto && !data.idPhoto) throw refuse('idPhoto', 'Add a photo of your ID');
  const signature = await cleanSignature(data.signature);
  const idPhoto = form.asksIdPhoto && data.idPhoto ? await cleanIdPhoto(data.idPhoto.data) : null;

  const answers: ConsentAnswers = {
    fullName: data.fullName,
    dateOfBirth: data.dateOfBirth,
    acknowledgements: data.acknowledgements,
    medicalAnswers: data.medicalAnswers.map(({ answer, detail }) => ({ answer, detail })),
  };
  const signed = {
    form,
    language,
    answers,
    clientSignatureKey: consentKey('png'),
    idPhotoKey: idPhoto ? consentKey('jpg') : null,
    clientSignedAt: now,
    artistPart: null,
    artistSignatureKey: null,
    artistSignedAt: null,
  };
  const stored: string[] = [];
  try {
    await deps.storage.put(signed.clientSignatureKey, signature, 'image/png');
    stored.push(signed.clientSignatureKey);
    if (idPhoto && signed.idPhotoKey) {
      await deps.storage.put(signed.idPhotoKey, idPhoto, 'image/jpeg');
      stored.push(signed.idPhotoKey);
    }
    const pdfKey = await storeConsentPdf(deps.storage, loaded, signed, { client: signature });
    stored.push(pdfKey);
    await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(consentForms)
        .values({ ...signed, artistId, leadId, bookingId, formVersion: version, pdfKey })
        .onConflictDoNothing({ target: consentForms.bookingId })
        .returning({ id: consentForms.id });
      if (!row) throw new AppError('CONFLICT', 'This consent form is already signed');
      await recordBookingEvent(tx, {
        artistId,
        leadId,
        kind: 'consent-signed',
        at: now,
        detail: { bookingId },
      });
    });
  } catch (error) {
    // Nothing half-kept: a failure after the files were stored removes them (no row names them).
    await deleteStored(deps.storage, stored);
    throw error;
  }
  return { signedAt: now.toISOString() };
}
