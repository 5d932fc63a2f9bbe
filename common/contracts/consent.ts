import { z } from 'zod';
import { CONSENT_STATUSES } from '#common/domain/consent/consent-status.ts';

/** Issue #26 item 4: the artist's consent form, the client's signature and the artist's part after the session. */

/** At most this many statements and questions each; each at most this many characters. */
export const MAX_CONSENT_ITEMS = 20;
export const MAX_CONSENT_TEXT = 500;
/** A drawn signature as PNG (base64): a phone canvas at 3x is far below this. */
export const MAX_SIGNATURE_BYTES = 400_000;
/** The ID photo as taken by a phone camera, before we re-encode it. */
export const MAX_ID_PHOTO_BYTES = 8 * 1024 * 1024;

const consentText = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `Write the ${what} or remove it`)
    .max(MAX_CONSENT_TEXT, `Each ${what} must be at most ${MAX_CONSENT_TEXT} characters`);

/** The form the artist builds from sections; the signature is always asked. */
export const consentTemplateSchema = z.strictObject({
  /** Checkbox statements the client must tick, as the artist wrote them. */
  acknowledgements: z
    .array(consentText('statement'))
    .max(MAX_CONSENT_ITEMS, `At most ${MAX_CONSENT_ITEMS} statements`),
  /** Yes/no questions, each with an optional detail. */
  medicalQuestions: z
    .array(consentText('question'))
    .max(MAX_CONSENT_ITEMS, `At most ${MAX_CONSENT_ITEMS} questions`),
  /** A photo of an ID; the date of birth is always asked (spec §9: minimum age 18). */
  asksIdPhoto: z.boolean(),
  /** The artist's part after the session: ink brand and lot numbers, needles, the artist's signature. */
  hasArtistPart: z.boolean(),
});
export type ConsentTemplate = z.infer<typeof consentTemplateSchema>;

/** GET/PUT /api/consent/template: the artist's form; the default (in English here) until they save one. */
export const consentTemplateResponseSchema = z.object({
  template: consentTemplateSchema,
  /** 0 for the default form, then one more on every save: a signed form names the version it was. */
  version: z.number().int(),
  isDefault: z.boolean(),
});
export type ConsentTemplateResponse = z.infer<typeof consentTemplateResponseSchema>;

export const consentStatusSchema = z.enum(CONSENT_STATUSES);

/** The public signing page: /r/:token/consent/:bookingId (the request page's signed link). */
export const consentPageParamsSchema = z.object({
  token: z.string().max(200),
  bookingId: z.uuid('Booking not found'),
});

/** GET /api/requests/:token/consent/:bookingId */
export const consentPageSchema = z.object({
  /** The client's language: the page's words, and the default form's. */
  language: z.string(),
  artistName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The zone the page writes the time in: the client's when known, else the artist's. */
  timeZone: z.string(),
  form: consentTemplateSchema,
  formVersion: z.number().int(),
  minimumAge: z.number().int(),
  /** When the client signed; null while unsigned (the page shows the form). */
  signedAt: z.string().nullable(),
});
export type ConsentPage = z.infer<typeof consentPageSchema>;

const base64 = (field: string, maxBytes: number, emptyMessage: string) =>
  z
    .string()
    .min(1, emptyMessage)
    .max(Math.ceil(maxBytes / 3) * 4 + 4, `The ${field} is too large`)
    .regex(/^[A-Za-z0-9+/]+=*$/, `The ${field} is not a picture`);

/** A YYYY-MM-DD that exists in the calendar. */
export const isoDateOfBirth = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter your date of birth')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= '1900-01-01';
  }, 'Enter your date of birth');

/** POST /api/requests/:token/consent/:bookingId: what the client filled in on their phone. */
export const signConsentRequestSchema = z.strictObject({
  /** The version of the form shown; a form the artist changed since is a 409 (reload and sign the new one). */
  formVersion: z.number().int().min(0),
  fullName: z.string().trim().min(1, 'Enter your full name').max(120, 'At most 120 characters'),
  dateOfBirth: isoDateOfBirth,
  /** One per statement, in order: every one must be ticked. */
  acknowledgements: z.array(z.boolean()).max(MAX_CONSENT_ITEMS),
  medicalAnswers: z
    .array(
      z.strictObject({
        answer: z.enum(['yes', 'no'], { error: 'Answer yes or no' }),
        detail: z.string().trim().max(MAX_CONSENT_TEXT, `At most ${MAX_CONSENT_TEXT} characters`),
      }),
    )
    .max(MAX_CONSENT_ITEMS),
  /** The signature drawn on screen, a PNG in base64. */
  signature: base64('signature', MAX_SIGNATURE_BYTES, 'Draw your signature'),
  idPhoto: z
    .strictObject({
      data: base64('ID photo', MAX_ID_PHOTO_BYTES, 'Add a photo of your ID'),
      mimeType: z.string().max(100),
    })
    .nullable(),
});
export type SignConsentRequest = z.infer<typeof signConsentRequestSchema>;

/** POST /api/consent/bookings/:bookingId/artist-part: after the session. */
export const artistPartRequestSchema = z.strictObject({
  inkBrand: z.string().trim().min(1, 'Enter the ink brand').max(200, 'At most 200 characters'),
  lotNumbers: z.string().trim().min(1, 'Enter the lot numbers').max(500, 'At most 500 characters'),
  needles: z.string().trim().min(1, 'Enter the needles').max(200, 'At most 200 characters'),
  signature: base64('signature', MAX_SIGNATURE_BYTES, 'Draw your signature'),
});
export type ArtistPartRequest = z.infer<typeof artistPartRequestSchema>;

export const bookingIdParamsSchema = z.object({ bookingId: z.uuid('Booking not found') });

/** GET /api/consent/bookings/:bookingId: the booking's form as the artist reads it. */
export const bookingConsentSchema = z.object({
  bookingId: z.string(),
  status: consentStatusSchema,
  /** The form as the client signed it (or will see it), with their answers once signed. */
  form: consentTemplateSchema,
  signed: z
    .object({
      fullName: z.string(),
      dateOfBirth: z.string(),
      signedAt: z.string(),
      language: z.string(),
      acknowledgements: z.array(z.boolean()),
      medicalAnswers: z.array(z.object({ answer: z.enum(['yes', 'no']), detail: z.string() })),
      pdfUrl: z.string(),
      idPhotoUrl: z.string().nullable(),
    })
    .nullable(),
  artistPart: z
    .object({ inkBrand: z.string(), lotNumbers: z.string(), needles: z.string(), signedAt: z.string() })
    .nullable(),
  /** The link the client signs at (the one their emails carry). */
  signingUrl: z.string(),
});
export type BookingConsent = z.infer<typeof bookingConsentSchema>;

/** GET /api/consent/statuses?bookingIds=a,b: the badge of each of the artist's bookings listed. */
export const consentStatusesQuerySchema = z.strictObject({
  bookingIds: z
    .string()
    .max(100 * 37)
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(z.uuid('Booking not found')).max(100, 'At most 100 bookings')),
});
export const consentStatusesSchema = z.object({
  statuses: z.record(z.string(), consentStatusSchema),
});
