import { z } from 'zod';
import { DEPOSIT_SESSIONS, MAX_PROJECT_SESSIONS } from '../domain/booking/project.ts';
import { DEPOSIT_COLLECTIONS, SESSION_KINDS } from '../domain/booking/types.ts';
import { isValidTimeZone } from '../domain/booking/zoned-time.ts';
import { ANSWER_LANGUAGES } from './studio-answers.ts';

/**
 * The client's request page (issue #14, decision 022): what GET /api/requests/:token answers, and the calls the
 * page makes. Times are ISO instants; the page shows them in the client's zone and names the artist's.
 */
export const REQUEST_STATUSES = [
  'received',
  'times_offered',
  'deposit_due',
  'booked',
  'declined',
  'cancelled',
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

const slotSchema = z.object({
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
});

export const requestOfferSchema = slotSchema.extend({
  id: z.string(),
  sessionKind: z.enum(SESSION_KINDS),
});
export type RequestOffer = z.infer<typeof requestOfferSchema>;

export const requestBookingSchema = slotSchema.extend({
  /** The booking's id: its consent form's page is /r/:token/consent/:id. */
  id: z.uuid(),
  status: z.enum(['held', 'confirmed', 'cancelled']),
  sessionKind: z.enum(SESSION_KINDS),
  depositCents: z.number().int(),
  depositStatus: z.enum(['none', 'due', 'paid']),
  /** When an unpaid hold lapses; null once confirmed, or when the artist collects the deposit. */
  holdExpiresAt: z.iso.datetime({ offset: true }).nullable(),
  /** False past the artist's notice rule: the page says to contact the artist instead. */
  canChange: z.boolean(),
  /** Which session of the project this is (decision 066); null for a single session. */
  sessionNumber: z.number().int().nullable(),
  /** When the artist marked the session done (decision 065): the page then asks for a healed photo. */
  completedAt: z.iso.datetime({ offset: true }).nullable(),
  /** A confirmed session still to come whose consent form the client has not signed: the page offers it. */
  isConsentDue: z.boolean(),
});
export type RequestBooking = z.infer<typeof requestBookingSchema>;

/**
 * A project of several sessions (decision 066): the plan, its live sessions in order, and which one the client
 * may book next on the page (null while session 1 is still to be picked among the offered times, while one is
 * held for its deposit, or when every session is booked).
 */
export const requestProjectSchema = z.object({
  sessionCount: z.number().int(),
  depositSession: z.enum(DEPOSIT_SESSIONS),
  sessionKind: z.enum(SESSION_KINDS),
  sessions: z.array(requestBookingSchema),
  /** Confirmed sessions: the progress the page shows (2 of 3). */
  bookedCount: z.number().int(),
  nextSession: z.number().int().nullable(),
});
export type RequestProject = z.infer<typeof requestProjectSchema>;

export const requestMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  timestamp: z.string(),
  imageCount: z.number().int(),
});

export const requestPageSchema = z.object({
  artistName: z.string(),
  status: z.enum(REQUEST_STATUSES),
  submittedAt: z.iso.datetime({ offset: true }),
  request: z.object({
    name: z.string().nullable(),
    email: z.string(),
    projectSummary: z.string(),
    tattooStyle: z.string().nullable(),
    placement: z.string().nullable(),
    size: z.string().nullable(),
    budget: z.string().nullable(),
    description: z.string().nullable(),
  }),
  conversation: z.array(requestMessageSchema),
  offers: z.array(requestOfferSchema),
  booking: requestBookingSchema.nullable(),
  project: requestProjectSchema.nullable(),
  artistTimeZone: z.string(),
  currency: z.string(),
  noticeHours: z.number().int(),
  /** 'stripe': the client pays on Stripe Checkout; 'artist': the artist collects it and marks it received. */
  depositCollection: z.enum(DEPOSIT_COLLECTIONS),
  /** The artist's own words on paying a deposit they collect (issue #26); null when online or not written. */
  paymentInstructions: z.string().nullable(),
  /** The artist's refund policy, quoted when a client with a paid deposit thinks of cancelling. */
  refundPolicy: z.string().nullable(),
  /** The language the client wrote in: the page speaks it, as their emails do (decision 051); English otherwise. */
  language: z.enum(ANSWER_LANGUAGES),
  /** Decision 055: whether the client followed the confirmation link; until then the artist's emails wait. */
  isEmailConfirmed: z.boolean(),
  /** How many healed photos the client shared; they may add more up to MAX_HEALED_PHOTOS (decision 065). */
  healedPhotoCount: z.number().int(),
  /** A session of this request was marked done (a project's first, say): the page asks for a healed photo. */
  isSessionDone: z.boolean(),
});
export type RequestPage = z.infer<typeof requestPageSchema>;

/** POST /api/requests/:token/confirm-email: the code of the confirmation email's link (`?confirm=`). */
export const confirmEmailRequestSchema = z.strictObject({
  code: z.string({ error: 'code must be text' }).max(100, 'code is too long'),
});

export const requestTokenParamsSchema = z.object({
  token: z.string().max(100, 'token is too long'),
});

/** The browser's IANA zone, sent with a pick or a move: the times in the client's emails are in it. */
const clientTimeZoneSchema = z
  .string()
  .max(64, 'clientTimeZone is too long')
  .refine(isValidTimeZone, 'clientTimeZone must be an IANA time zone such as Europe/Lisbon')
  .optional();

export const pickSlotRequestSchema = z.strictObject({
  offerId: z.uuid({ error: 'offerId must be one of the offered times' }),
  clientTimeZone: clientTimeZoneSchema,
});
export type PickSlotRequest = z.infer<typeof pickSlotRequestSchema>;

/** After picking: go to `checkoutUrl` to pay the deposit, or read the page again (booked, or the artist collects). */
export const pickSlotResponseSchema = z.object({
  checkoutUrl: z.url().nullable(),
});
export type PickSlotResponse = z.infer<typeof pickSlotResponseSchema>;

/** GET /api/requests/:token/booking/times: every free time to move to, with the artist's zone (decision 062). */
export const rescheduleTimesSchema = z.object({ timeZone: z.string(), slots: z.array(slotSchema) });
export type RescheduleTimes = z.infer<typeof rescheduleTimesSchema>;

export const rescheduleRequestSchema = z.strictObject({
  startsAt: z.iso.datetime({ offset: true, error: 'startsAt must be one of the free times' }),
  clientTimeZone: clientTimeZoneSchema,
});
export type RescheduleRequest = z.infer<typeof rescheduleRequestSchema>;

/**
 * /api/requests/:token/sessions/:session/…: one booked session of a project, moved or cancelled as the page's
 * booking is (decision 066).
 */
export const sessionParamsSchema = requestTokenParamsSchema.extend({
  session: z.coerce
    .number({ error: 'session must be a session number' })
    .int('session must be a session number')
    .min(1, 'session must be a session number')
    .max(MAX_PROJECT_SESSIONS, `session must be at most ${MAX_PROJECT_SESSIONS}`),
});

/** GET /api/requests/:token/sessions/times: every free time for the project's next session, with its number. */
export const sessionTimesSchema = rescheduleTimesSchema.extend({ sessionNumber: z.number().int() });
export type SessionTimes = z.infer<typeof sessionTimesSchema>;

/** POST /api/requests/:token/sessions: book the project's next session (named, so a second tab cannot skip one). */
export const bookSessionRequestSchema = z.strictObject({
  sessionNumber: z
    .number({ error: 'sessionNumber must be the session to book' })
    .int('sessionNumber must be the session to book')
    .min(1, 'sessionNumber must be the session to book')
    .max(MAX_PROJECT_SESSIONS, `sessionNumber must be at most ${MAX_PROJECT_SESSIONS}`),
  startsAt: z.iso.datetime({ offset: true, error: 'startsAt must be one of the free times' }),
  clientTimeZone: clientTimeZoneSchema,
});
export type BookSessionRequest = z.infer<typeof bookSessionRequestSchema>;
/** Decision 065: photos of the healed tattoo a client may share per request, and the largest file. */
export const MAX_HEALED_PHOTOS = 6;
export const MAX_HEALED_PHOTO_BYTES = 15 * 1024 * 1024;

/** POST /api/requests/:token/healed-photos (the body is the image's bytes): how many are shared now. */
export const healedPhotoResponseSchema = z.object({ healedPhotoCount: z.number().int() });
export type HealedPhotoResponse = z.infer<typeof healedPhotoResponseSchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });
