import type { DepositRule, SessionMinutes, WeeklyHours } from './types.ts';

const workday = [{ start: '10:00', end: '18:00' }];

/** What a new artist starts with: Tuesday to Saturday, 10:00-18:00, no deposit until they choose one. */
export const DEFAULT_WEEKLY_HOURS: WeeklyHours = {
  mon: [],
  tue: workday,
  wed: workday,
  thu: workday,
  fri: workday,
  sat: workday,
  sun: [],
};

export const DEFAULT_SESSION_MINUTES: SessionMinutes = {
  consultation: 30,
  small: 120,
  halfDay: 240,
  fullDay: 480,
};

export const DEFAULT_DEPOSIT_RULE: DepositRule = { kind: 'none' };

export const DEFAULT_BUFFER_MINUTES = 15;

export const DEFAULT_RESCHEDULE_NOTICE_HOURS = 48;

/** Offers and direct bookings look this far ahead for free time. */
export const BOOKING_HORIZON_DAYS = 90;

/** At most this many slots in one offer (issue #14). */
export const MAX_OFFERED_SLOTS = 4;

/** How long a client's picked slot stays theirs while they pay the deposit (decision 021). */
export const HOLD_MINUTES = 30;
