import { z } from 'zod';
import { SESSION_KINDS, WEEKDAYS } from '../domain/booking/types.ts';
import { isValidTimeZone } from '../domain/booking/zoned-time.ts';

/**
 * The waitlist (issue #26 item 7, decision 067): the client's days that suit on their request page, the offers of
 * a freed slot they open from an email, and the artist's ordered list in the dashboard.
 */

/** The days that suit: weekdays in the artist's zone (none: any day) and an optional inclusive date range. */
export const waitlistDaysSchema = z
  .strictObject({
    weekdays: z
      .array(z.enum(WEEKDAYS, { error: 'weekdays must be mon, tue, wed, thu, fri, sat or sun' }))
      .max(7, 'weekdays lists each day once')
      .refine((days) => new Set(days).size === days.length, 'weekdays lists each day once'),
    fromDate: z.iso.date({ error: 'fromDate must be a date (YYYY-MM-DD)' }).nullable(),
    untilDate: z.iso.date({ error: 'untilDate must be a date (YYYY-MM-DD)' }).nullable(),
  })
  .refine((days) => !days.fromDate || !days.untilDate || days.fromDate <= days.untilDate, {
    message: 'untilDate must be on or after fromDate',
    path: ['untilDate'],
  });
export type WaitlistDays = z.infer<typeof waitlistDaysSchema>;

/** GET /api/requests/:token/waitlist: whether the client may join, and their entry when they have. */
export const clientWaitlistSchema = z.object({
  /** Books closed or waitlist-only, or already on it; not for a booked, declined or email-less request. */
  canJoin: z.boolean(),
  entry: z
    .object({
      weekdays: z.array(z.enum(WEEKDAYS)),
      fromDate: z.string().nullable(),
      untilDate: z.string().nullable(),
      joinedAt: z.iso.datetime({ offset: true }),
    })
    .nullable(),
});
export type ClientWaitlist = z.infer<typeof clientWaitlistSchema>;

export const waitlistOfferParamsSchema = z.object({
  token: z.string().max(100, 'token is too long'),
  offerId: z.uuid({ error: 'offerId must be a waitlist offer' }),
});

/** One freed slot offered to the client: open to take, taken by them, or gone (taken by another, or past). */
export const waitlistOfferSchema = z.object({
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  sessionKind: z.enum(SESSION_KINDS),
  artistTimeZone: z.string(),
  state: z.enum(['open', 'yours', 'gone']),
});
export type WaitlistOffer = z.infer<typeof waitlistOfferSchema>;

export const acceptWaitlistOfferSchema = z.strictObject({
  clientTimeZone: z
    .string()
    .max(64, 'clientTimeZone is too long')
    .refine(isValidTimeZone, 'clientTimeZone must be an IANA time zone such as Europe/Lisbon')
    .optional(),
});
export type AcceptWaitlistOffer = z.infer<typeof acceptWaitlistOfferSchema>;

/**
 * Taking a freed slot: `yours` (booked, or held with the deposit to pay at `checkoutUrl`), or `gone`: another
 * client took it first, and this one stays on the waitlist.
 */
export const acceptWaitlistOfferResponseSchema = z.object({
  outcome: z.enum(['yours', 'gone']),
  checkoutUrl: z.url().nullable(),
});
export type AcceptWaitlistOfferResponse = z.infer<typeof acceptWaitlistOfferResponseSchema>;

/** GET /api/waitlist: the artist's waitlist in join order. */
export const waitlistEntrySchema = z.object({
  id: z.string(),
  leadId: z.string(),
  clientName: z.string(),
  idea: z.string(),
  style: z.string().nullable(),
  area: z.string().nullable(),
  sessionKind: z.enum(SESSION_KINDS),
  weekdays: z.array(z.enum(WEEKDAYS)),
  fromDate: z.string().nullable(),
  untilDate: z.string().nullable(),
  joinedAt: z.iso.datetime({ offset: true }),
  /** Freed slots offered to this client so far. */
  offerCount: z.number().int(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const waitlistSchema = z.object({ entries: z.array(waitlistEntrySchema) });
export type Waitlist = z.infer<typeof waitlistSchema>;

export const waitlistEntryParamsSchema = z.object({
  entryId: z.uuid({ error: 'entryId must be a waitlist entry' }),
});

export const updateWaitlistEntrySchema = z.strictObject({
  sessionKind: z.enum(SESSION_KINDS, { error: 'sessionKind must be a session kind' }),
});
export type UpdateWaitlistEntry = z.infer<typeof updateWaitlistEntrySchema>;
