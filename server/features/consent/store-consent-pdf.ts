import type { ConsentFormRow } from '../../db/schema/index.ts';
import type { ObjectStorage } from '../../providers/storage/types.ts';
import { artistSessionTime, type ConsentBooking } from './consent-booking.ts';
import { consentKey, readStored } from './consent-files.ts';
import { renderConsentPdf } from './consent-pdf.ts';

type SignedForm = Pick<
  ConsentFormRow,
  | 'form'
  | 'language'
  | 'answers'
  | 'clientSignatureKey'
  | 'idPhotoKey'
  | 'clientSignedAt'
  | 'artistPart'
  | 'artistSignatureKey'
  | 'artistSignedAt'
>;

/** Renders the form's PDF from what is stored (the signatures read back) and stores it; returns its key. */
export async function storeConsentPdf(
  storage: ObjectStorage,
  loaded: ConsentBooking,
  form: SignedForm,
  signatures: { client?: Buffer; artist?: Buffer } = {},
): Promise<string> {
  const clientSignature = signatures.client ?? (await readStored(storage, form.clientSignatureKey));
  const artistSignature =
    form.artistPart && form.artistSignatureKey && form.artistSignedAt
      ? (signatures.artist ?? (await readStored(storage, form.artistSignatureKey)))
      : null;
  const pdf = await renderConsentPdf({
    artistName: loaded.artistName,
    sessionTime: artistSessionTime(loaded),
    language: form.language,
    form: form.form,
    answers: form.answers,
    clientSignature,
    clientSignedAt: form.clientSignedAt,
    hasIdPhoto: !!form.idPhotoKey,
    artist:
      artistSignature && form.artistPart && form.artistSignedAt
        ? { part: form.artistPart, signature: artistSignature, signedAt: form.artistSignedAt }
        : null,
  });
  const key = consentKey('pdf');
  await storage.put(key, pdf, 'application/pdf');
  return key;
}
