import type { IntakeSettings } from '#common/contracts/intake.ts';

const DAY_MONTH = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "12 Jan" for a YYYY-MM-DD day: a calendar day, so read in UTC where it cannot shift. */
function dayMonth(date: string): string {
  return DAY_MONTH.format(new Date(`${date}T00:00:00Z`));
}

const plural = (count: number) => (count === 1 ? '1 more request' : `${count} more requests`);

/** The books as the Overview states them (issue #26 item 7): "Books close after 3 more requests". */
export function booksStateLine(
  settings: Pick<IntakeSettings, 'booksStatus' | 'booksReopenOn' | 'booksCloseAfter'>,
): string {
  if (settings.booksStatus === 'open') {
    return settings.booksCloseAfter === null
      ? 'Books open'
      : `Books close after ${plural(settings.booksCloseAfter)}`;
  }
  const state = settings.booksStatus === 'closed' ? 'Books closed' : 'Waitlist only';
  return settings.booksReopenOn === null ? state : `${state} until ${dayMonth(settings.booksReopenOn)}`;
}
