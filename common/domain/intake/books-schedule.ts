import type { BooksStatus } from '../../contracts/intake.ts';

/** The books and their schedule as stored (issue #26 item 7). */
export interface BooksSchedule {
  booksStatus: BooksStatus;
  /** YYYY-MM-DD in the artist's zone: closed or waitlisted books open by themselves on that day. */
  booksReopenOn: string | null;
  /** Open books close (to closed) when this many more real new requests have come in. */
  booksCloseAfter: number | null;
}

/**
 * The books as they stand on `today` (YYYY-MM-DD in the artist's zone): a reopen date reached opens them.
 * Worked out on every read rather than by a job, so no server of the fleet has to be awake at midnight.
 */
export function booksOn<T extends BooksSchedule>(schedule: T, today: string): T {
  if (schedule.booksStatus === 'open' || !schedule.booksReopenOn || schedule.booksReopenOn > today) {
    return schedule;
  }
  return { ...schedule, booksStatus: 'open', booksReopenOn: null };
}
