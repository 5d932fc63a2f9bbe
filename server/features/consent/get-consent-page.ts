import { MINIMUM_CLIENT_AGE } from '#common/constants/limits.ts';
import type { ConsentPage } from '#common/contracts/consent.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ClientRequest } from '../booking/core/load-client-request.ts';
import { loadConsentBooking } from './consent-booking.ts';
import type { ConsentDeps } from './consent-deps.ts';
import { currentConsentForm } from './get-consent-template.ts';

/** The client's language as the page and the default form speak it. */
export const languageOf = (request: Pick<ClientRequest, 'lead'>) => request.lead.language ?? 'en';

/**
 * GET /api/requests/:token/consent/:bookingId: the form to sign (or, once signed, when), in the client's
 * language. NOT_FOUND for a booking of another lead; CONFLICT (409) for a cancelled one.
 */
export async function getConsentPage(
  deps: Pick<ConsentDeps, 'db'>,
  { request, bookingId }: { request: ClientRequest; bookingId: string },
): Promise<ConsentPage> {
  const { artistId, id: leadId } = request.lead;
  const loaded = await loadConsentBooking(deps.db, { artistId, bookingId, leadId });
  const { booking, consent } = loaded;
  if (booking.status === 'cancelled' && !consent)
    throw new AppError('CONFLICT', 'This booking was cancelled');
  const language = consent?.language ?? languageOf(request);
  const current = consent
    ? { form: consent.form, version: consent.formVersion }
    : await currentConsentForm(deps.db, { artistId, language });
  return {
    language,
    artistName: request.artistName,
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    timeZone: booking.clientTimeZone ?? loaded.artistTimeZone,
    form: current.form,
    formVersion: current.version,
    minimumAge: MINIMUM_CLIENT_AGE,
    signedAt: consent?.clientSignedAt.toISOString() ?? null,
  };
}
