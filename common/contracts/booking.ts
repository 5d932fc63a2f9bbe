import { z } from 'zod';
import { FIT_SCORES, LEAD_STATUSES } from '../constants/statuses.ts';
import { MAX_OFFERED_SLOTS } from '../domain/booking/defaults.ts';
import { DEPOSIT_SESSIONS, MAX_PROJECT_SESSIONS, MIN_PROJECT_SESSIONS } from '../domain/booking/project.ts';
import {
  BOOKING_STATUSES,
  DEPOSIT_COLLECTIONS,
  DEPOSIT_STATUSES,
  SESSION_KINDS,
  WEEKDAYS,
  type Weekday,
} from '../domain/booking/types.ts';
import { isValidTimeZone } from '../domain/booking/zoned-time.ts';
import { cursorPagingQueryFields, nextCursorSchema } from './cursor-paging.ts';

/** Issue #14 booking: availability settings, offers, bookings, the timeline and the Bookings overview. */

const MAX_RANGES_PER_DAY = 4;
const MAX_BLOCKED_DATES = 366;
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export const sessionKindSchema = z.enum(SESSION_KINDS, {
  error: `sessionKind must be one of: ${SESSION_KINDS.join(', ')}`,
});

export const SESSION_KIND_LABELS: Record<(typeof SESSION_KINDS)[number], string> = {
  consultation: 'Consultation',
  small: 'Small piece',
  halfDay: 'Half day',
  fullDay: 'Full day',
};

export const timeZoneSchema = z
  .string({ error: 'Time zone must be text' })
  .refine(isValidTimeZone, 'Time zone must be an IANA zone such as Europe/Lisbon');

const timeRangeSchema = z
  .object({
    start: z.string().regex(TIME_OF_DAY, 'Start must be a time like 09:30'),
    end: z.string().regex(TIME_OF_DAY, 'End must be a time like 18:00'),
  })
  .refine((range) => range.end > range.start, { message: 'End must be after start', path: ['end'] });

const dayRangesSchema = (day: Weekday) =>
  z
    .array(timeRangeSchema, { error: `${day} must be a list of time ranges` })
    .max(MAX_RANGES_PER_DAY, `${day} has at most ${MAX_RANGES_PER_DAY} ranges`)
    .refine(
      (ranges) => {
        const sorted = [...ranges].sort((a, b) => a.start.localeCompare(b.start));
        return sorted.every((range, index) => index === 0 || range.start >= (sorted[index - 1]?.end ?? ''));
      },
      { message: 'These hours overlap: each range must end before the next one starts' },
    );

export const weeklyHoursSchema = z.strictObject(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayRangesSchema(day)])) as Record<
    Weekday,
    ReturnType<typeof dayRangesSchema>
  >,
);

const minutes = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a whole number of minutes` })
    .int(`${label} must be a whole number of minutes`)
    .min(15, `${label} must be at least 15 minutes`)
    .max(max, `${label} must be at most ${max} minutes`);

export const sessionMinutesSchema = z.strictObject({
  consultation: minutes('Consultation length', 240),
  small: minutes('Small session length', 720),
  halfDay: minutes('Half-day length', 720),
  fullDay: minutes('Full-day length', 960),
});

const cents = (label: string) =>
  z
    .number({ error: `${label} must be a whole number of cents` })
    .int(`${label} must be a whole number of cents`)
    .min(0, `${label} cannot be negative`)
    .max(10_000_000, `${label} is too large`);

export const depositRuleSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('none') }),
    z.strictObject({
      kind: z.literal('fixed'),
      amountCents: cents('Deposit amount').min(100, 'Deposit must be at least 1.00'),
    }),
    z.strictObject({
      kind: z.literal('percent'),
      percent: z
        .number({ error: 'Deposit percentage must be a number' })
        .int('Deposit percentage must be a whole number')
        .min(1, 'Deposit percentage must be at least 1')
        .max(100, 'Deposit percentage must be at most 100'),
      minimumCents: cents('Minimum deposit'),
    }),
  ],
  { error: 'Deposit rule must be none, fixed or percent' },
);

/** The longest preparation notes, payment instructions or refund policy: a paragraph or two, not a contract. */
export const MAX_BOOKING_TEXT = 1000;

/**
 * A text the artist writes for their clients (issue #26): trimmed, blank as null. Optional, so a save that
 * does not send it (an older client) leaves the stored text as it was.
 */
const artistText = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(MAX_BOOKING_TEXT, `${label} must be at most ${MAX_BOOKING_TEXT} characters`)
    .nullable()
    .transform((text) => text || null)
    .optional();

/** Aftercare is longer than a note: how to wash, what to put on, what to avoid, for how long (decision 065). */
export const MAX_AFTERCARE_TEXT = 3000;

/** The artist's review page (Google, Yelp, Facebook): an http(s) address, blank as null, optional like the texts. */
const reviewUrlSchema = z
  .string({ error: 'Review link must be text' })
  .trim()
  .max(500, 'Review link must be at most 500 characters')
  .refine((url) => url === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(url), {
    message: 'Review link must be a web address starting with https://',
  })
  .nullable()
  .transform((url) => url || null)
  .optional();

/** PUT /api/booking/availability. */
export const updateAvailabilitySchema = z.strictObject({
  timeZone: timeZoneSchema,
  weeklyHours: weeklyHoursSchema,
  sessionMinutes: sessionMinutesSchema,
  blockedDates: z
    .array(z.string().regex(DATE, 'Blocked dates must be dates like 2026-12-24'))
    .max(MAX_BLOCKED_DATES, `At most ${MAX_BLOCKED_DATES} blocked dates`)
    .transform((dates) => [...new Set(dates)].sort()),
  bufferMinutes: z
    .number({ error: 'Buffer must be a whole number of minutes' })
    .int('Buffer must be a whole number of minutes')
    .min(0, 'Buffer cannot be negative')
    .max(240, 'Buffer must be at most 240 minutes'),
  rescheduleNoticeHours: z
    .number({ error: 'Reschedule notice must be a whole number of hours' })
    .int('Reschedule notice must be a whole number of hours')
    .min(0, 'Reschedule notice cannot be negative')
    .max(720, 'Reschedule notice must be at most 720 hours'),
  depositRule: depositRuleSchema,
  currency: z
    .string({ error: 'Currency must be a 3-letter code' })
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{3}$/, 'Currency must be a 3-letter code like usd'),
  prepNotes: artistText('Preparation notes'),
  paymentInstructions: artistText('Payment instructions'),
  refundPolicy: artistText('Refund policy'),
  /** Text the 48 h and 24 h reminders to clients who gave a phone number (decision 068); a save without it keeps it. */
  isTextRemindersOn: z.boolean({ error: 'Text reminders must be on or off' }).optional(),
  aftercareText: z
    .string({ error: 'Aftercare must be text' })
    .trim()
    .max(MAX_AFTERCARE_TEXT, `Aftercare must be at most ${MAX_AFTERCARE_TEXT} characters`)
    .nullable()
    .transform((text) => text || null)
    .optional(),
  reviewUrl: reviewUrlSchema,
});
export type UpdateAvailability = z.infer<typeof updateAvailabilitySchema>;

/** GET and PUT /api/booking/availability answer this. */
export const availabilitySettingsSchema = z.object({
  timeZone: z.string(),
  weeklyHours: z.record(z.enum(WEEKDAYS), z.array(z.object({ start: z.string(), end: z.string() }))),
  sessionMinutes: z.object({
    consultation: z.number(),
    small: z.number(),
    halfDay: z.number(),
    fullDay: z.number(),
  }),
  blockedDates: z.array(z.string()),
  bufferMinutes: z.number(),
  rescheduleNoticeHours: z.number(),
  depositRule: depositRuleSchema,
  currency: z.string(),
  /** False until the artist first saves: the client then offers the browser's time zone. */
  isSaved: z.boolean(),
  /** Absolute URL of the secret ICS feed (GET /api/calendar/<token>.ics). */
  calendarFeedUrl: z.string(),
  /** 'stripe' when deposits are paid online, else the artist marks them received. */
  depositCollection: z.enum(DEPOSIT_COLLECTIONS),
  prepNotes: z.string().nullable(),
  paymentInstructions: z.string().nullable(),
  refundPolicy: z.string().nullable(),
  isTextRemindersOn: z.boolean(),
  /** Where texts go: `sandbox` keeps them for the admin and sends nothing (decision 068). */
  smsProvider: z.enum(['twilio', 'sandbox']),
  /** The artist's aftercare; null sends ours (client-words/aftercare), in the client's language. */
  aftercareText: z.string().nullable(),
  /** Null: no review request is sent. */
  reviewUrl: z.string().nullable(),
});
export type AvailabilitySettings = z.infer<typeof availabilitySettingsSchema>;

/** POST /api/booking/availability/calendar-token: the new feed URL. */
export const calendarFeedSchema = z.object({ calendarFeedUrl: z.string() });

export const slotSchema = z.object({ startsAt: z.string(), endsAt: z.string() });
export type Slot = z.infer<typeof slotSchema>;

/** GET /api/booking/leads/:leadId/free-slots?sessionKind= */
export const freeSlotsQuerySchema = z.strictObject({ sessionKind: sessionKindSchema });
export const freeSlotsSchema = z.object({ timeZone: z.string(), slots: z.array(slotSchema) });
export type FreeSlots = z.infer<typeof freeSlotsSchema>;

const isoInstant = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be an ISO date-time` });

/**
 * A lead accepted as a project of several sessions (decision 066): how many, and which one carries the deposit.
 * Null or absent: one session.
 */
export const projectPlanSchema = z.strictObject({
  sessionCount: z
    .number({ error: 'Sessions must be a whole number' })
    .int('Sessions must be a whole number')
    .min(MIN_PROJECT_SESSIONS, `A project has at least ${MIN_PROJECT_SESSIONS} sessions`)
    .max(MAX_PROJECT_SESSIONS, `A project has at most ${MAX_PROJECT_SESSIONS} sessions`),
  depositSession: z.enum(DEPOSIT_SESSIONS, { error: 'The deposit applies to the first or the last session' }),
});
export type ProjectPlanInput = z.infer<typeof projectPlanSchema>;

/**
 * POST /api/booking/leads/:leadId/offers: up to 4 start times; the lengths come from the session kind. With a
 * project, the client picks session 1 among them and books the others on their page.
 */
export const offerTimesSchema = z.strictObject({
  sessionKind: sessionKindSchema,
  project: projectPlanSchema.nullable().optional(),
  startTimes: z
    .array(isoInstant('Each start time'), { error: 'startTimes must be a list' })
    .min(1, 'Pick at least one time')
    .max(MAX_OFFERED_SLOTS, `Pick at most ${MAX_OFFERED_SLOTS} times`)
    .refine(
      (times) => new Set(times.map((time) => Date.parse(time))).size === times.length,
      'Times must differ',
    ),
});

/** POST /api/booking/leads/:leadId/decline: the polite message, as the artist edited it. */
export const declineLeadSchema = z.strictObject({
  message: z
    .string({ error: 'Message must be text' })
    .trim()
    .min(1, 'Message cannot be empty')
    .max(2000, 'Message must be at most 2000 characters'),
});

/** The longest reason the artist may give the client for cancelling. */
export const CANCEL_REASON_MAX = 500;

/**
 * POST /api/booking/bookings/:bookingId/cancel: the artist cancels; the optional reason is quoted to the client.
 * Blank means no reason.
 */
export const cancelBookingSchema = z.strictObject({
  reason: z
    .string({ error: 'Reason must be text' })
    .trim()
    .max(CANCEL_REASON_MAX, `Reason must be at most ${CANCEL_REASON_MAX} characters`)
    .transform((reason) => reason || undefined)
    .optional(),
});
export type CancelBookingRequest = z.input<typeof cancelBookingSchema>;

/** POST /api/booking/leads/:leadId/bookings: book a free slot directly, confirmed at once. */
export const bookDirectlySchema = z.strictObject({
  sessionKind: sessionKindSchema,
  startsAt: isoInstant('Start time'),
});

/**
 * POST /api/booking/bookings/:bookingId/move: the artist moves the booking to a free start time; its length stays
 * (GET /api/booking/bookings/:bookingId/move-times lists the free times, in freeSlotsSchema's shape).
 */
export const moveBookingSchema = z.strictObject({ startsAt: isoInstant('Start time') });
export type MoveBookingRequest = z.input<typeof moveBookingSchema>;

export const offerSchema = z.object({
  id: z.string(),
  leadId: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  sessionKind: sessionKindSchema,
  createdAt: z.string(),
  withdrawnAt: z.string().nullable(),
});
export type Offer = z.infer<typeof offerSchema>;

export const bookingSchema = z.object({
  id: z.string(),
  leadId: z.string(),
  offerId: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  sessionKind: sessionKindSchema,
  status: z.enum(BOOKING_STATUSES),
  holdExpiresAt: z.string().nullable(),
  depositCents: z.number().int(),
  depositStatus: z.enum(DEPOSIT_STATUSES),
  currency: z.string(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** Session 2 of 3 of a project (decision 066); null for a single session. */
  session: z.object({ number: z.number().int(), count: z.number().int() }).nullable(),
  /** When the artist marked the session done (decision 065); null before. */
  completedAt: z.string().nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** A lead's project (decision 066): the plan and its progress, confirmed sessions of the count. */
export const leadProjectSchema = z.object({
  sessionCount: z.number().int(),
  depositSession: z.enum(DEPOSIT_SESSIONS),
  sessionKind: sessionKindSchema,
  bookedCount: z.number().int(),
});
export type LeadProject = z.infer<typeof leadProjectSchema>;

export const bookingEventSchema = z.object({
  id: z.string(),
  /** One of BOOKING_EVENT_KINDS; any text, so a timeline written by a newer server still reads. */
  kind: z.string(),
  detail: z.record(z.string(), z.unknown()),
  at: z.string(),
});
export type BookingEvent = z.infer<typeof bookingEventSchema>;

/** GET /api/booking/leads/:leadId: the booking section of a lead's details. */
export const leadBookingSchema = z.object({
  leadId: z.string(),
  /** Whose lead it is: a studio's owner and front desk open members' leads too (decision 073). */
  artistId: z.string(),
  leadStatus: z.enum(LEAD_STATUSES),
  timeZone: z.string(),
  depositCollection: z.enum(DEPOSIT_COLLECTIONS),
  /** Offered slots still open (not withdrawn, not yet past). */
  openOffers: z.array(offerSchema),
  /** Held and confirmed bookings, soonest first, then the cancelled ones. */
  bookings: z.array(bookingSchema),
  /** The project the lead was accepted as; null for a single session. */
  project: leadProjectSchema.nullable(),
  timeline: z.array(bookingEventSchema),
  /** The polite decline, filled in for this lead; the artist edits it before sending. */
  declineTemplate: z.string(),
  /**
   * Decision 055: the client gave an email but has not followed its confirmation link, so the emails this section
   * sends them wait in the outbox and go out when they do.
   */
  isEmailWaiting: z.boolean(),
  /** Photos of the healed tattoo the client uploaded from their request page, oldest first (decision 065). */
  healedPhotos: z.array(z.object({ id: z.string(), url: z.string(), uploadedAt: z.string() })),
});
export type LeadBooking = z.infer<typeof leadBookingSchema>;

/** Whose item it is: a studio's owner and front desk see every member's (decision 073). */
const itemArtistShape = { artistId: z.string(), artistName: z.string() };

export const appointmentSchema = bookingSchema.extend({
  leadName: z.string(),
  fitScore: z.enum(FIT_SCORES),
  projectSummary: z.string(),
  ...itemArtistShape,
  /** The artist's zone: the appointment's day and times are read there, whoever views them. */
  timeZone: z.string(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const YOUR_TURN_REASONS = ['new-lead', 'hold-expired', 'deposit-due', 'offers-expired'] as const;

/** A request waiting on the artist (Porter's "your turn" queue). */
export const yourTurnItemSchema = z.object({
  leadId: z.string(),
  leadName: z.string(),
  fitScore: z.enum(FIT_SCORES),
  projectSummary: z.string(),
  reason: z.enum(YOUR_TURN_REASONS),
  since: z.string(),
  ...itemArtistShape,
});
export type YourTurnItem = z.infer<typeof yourTurnItemSchema>;

/** GET /api/booking/overview: the dashboard's Bookings tab. */
export const bookingsOverviewSchema = z.object({
  /** The viewer's own zone. */
  timeZone: z.string(),
  /**
   * Upcoming held and confirmed appointments, soonest first, grouped by the day each falls on in its own artist's
   * zone (decision 073: a studio's members may work in different zones).
   */
  days: z.array(z.object({ date: z.string(), appointments: z.array(appointmentSchema) })),
  depositsDue: z.array(appointmentSchema),
  yourTurn: z.array(yourTurnItemSchema),
  /**
   * Whose items the overview holds: the viewer alone, or for a studio's owner and front desk every member but
   * the front desk, the viewer first (the Bookings tab's artist filter).
   */
  artists: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type BookingsOverview = z.infer<typeof bookingsOverviewSchema>;

/** What the client's request page may show of an offered slot (booking-client extends the page's DTO). */
export const publicOfferedSlotSchema = z.object({
  offerId: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  sessionKind: sessionKindSchema,
});

/** What the client's request page may show of their booking: no artist-only fields. */
export const publicBookingSchema = bookingSchema.pick({
  id: true,
  startsAt: true,
  endsAt: true,
  sessionKind: true,
  status: true,
  holdExpiresAt: true,
  depositCents: true,
  depositStatus: true,
  currency: true,
});

/**
 * GET /api/v1/bookings (decision 080): every booking of the artist, soonest first, optionally of one status and
 * starting in [from, to), paged by an opaque cursor.
 */
export const bookingCursorQuerySchema = z.strictObject({
  status: z
    .enum(BOOKING_STATUSES, { error: `status must be one of: ${BOOKING_STATUSES.join(', ')}` })
    .optional(),
  from: isoInstant('from').optional().describe('Only bookings starting at or after this instant'),
  to: isoInstant('to').optional().describe('Only bookings starting before this instant'),
  ...cursorPagingQueryFields,
});
export type BookingCursorQuery = z.output<typeof bookingCursorQuerySchema>;

/** One page of GET /api/v1/bookings. */
export const appointmentPageSchema = z.object({
  bookings: z.array(appointmentSchema),
  nextCursor: nextCursorSchema,
});
export type AppointmentPage = z.infer<typeof appointmentPageSchema>;

/**
 * GET /api/v1/availability: the settings as the dashboard reads them, less the calendar feed's address: its token
 * is a secret of its own that a revoked key's holder would keep (decision 080).
 */
export const publicAvailabilitySchema = availabilitySettingsSchema.omit({ calendarFeedUrl: true });
