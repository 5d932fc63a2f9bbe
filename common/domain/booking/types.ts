/**
 * The shapes of an artist's booking setup (issue #14), shared by the database columns, the contracts and the
 * pure slot and deposit logic. Times of day are "HH:MM" wall-clock times in the artist's time zone.
 */
export const SESSION_KINDS = ['consultation', 'small', 'halfDay', 'fullDay'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

export const BOOKING_STATUSES = ['held', 'confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const DEPOSIT_STATUSES = ['none', 'due', 'paid'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** Monday first, as an artist reads a week; the index is not JavaScript's getDay(). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface TimeRange {
  start: string;
  end: string;
}

export type WeeklyHours = Record<Weekday, TimeRange[]>;

export type SessionMinutes = Record<SessionKind, number>;

/**
 * What a client pays up front. A percentage applies to the lead's estimate; `minimumCents` is the floor, and
 * what is asked when the lead gave no usable budget.
 */
export type DepositRule =
  | { kind: 'none' }
  | { kind: 'fixed'; amountCents: number }
  | { kind: 'percent'; percent: number; minimumCents: number };

/** What a lead's booking timeline records (booking_events.kind). */
export const BOOKING_EVENT_KINDS = [
  'offered',
  'declined',
  'slot-picked',
  'held',
  'hold-expired',
  /** The client picked again: their own earlier hold was given up for the new pick. */
  'hold-replaced',
  'confirmed',
  'deposit-received',
  /** Stripe reported a payment short of the deposit or in another currency; nothing was confirmed (decision 052). */
  'deposit-short',
  'reminder-sent',
  'rescheduled',
  'cancelled',
  /** The client signed the consent form; then the artist filled their part (issue #26 item 4, decision 064). */
  'consent-signed',
  'consent-completed',
  /** The artist marked the session done: the client was emailed their aftercare (decision 065). */
  'session-done',
  /** Three days after a done session: how is it healing? */
  'check-in-sent',
  /** Four weeks after a done session: the client was asked for a photo of the healed tattoo. */
  'healed-photo-requested',
  /** The client uploaded a photo of the healed tattoo from their request page. */
  'healed-photo-received',
  /** The one review request this client gets, with the artist's review link. */
  'review-requested',
] as const;
export type BookingEventKind = (typeof BOOKING_EVENT_KINDS)[number];

/** Who collects deposits: Stripe Checkout when configured (decision 023), else the artist, who marks them received. */
export const DEPOSIT_COLLECTIONS = ['stripe', 'artist'] as const;
export type DepositCollection = (typeof DEPOSIT_COLLECTIONS)[number];
