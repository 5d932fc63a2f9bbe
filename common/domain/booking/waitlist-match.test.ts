import { describe, expect, it } from 'vitest';
import type { WeeklyHours } from './types.ts';
import { matchFreedSlot, suitsDays, WAITLIST_OFFER_LIMIT } from './waitlist-match.ts';

const HOURS: WeeklyHours = {
  mon: [{ start: '10:00', end: '18:00' }],
  tue: [{ start: '10:00', end: '18:00' }],
  wed: [],
  thu: [],
  fri: [],
  sat: [],
  sun: [],
};
// Monday 2 March 2037, 10:00-12:00 in Lisbon (WET, UTC+0) freed; the clock is the week before.
const freed = { startsAt: new Date('2037-03-02T10:00:00Z'), endsAt: new Date('2037-03-02T12:00:00Z') };
const context = {
  timeZone: 'Europe/Lisbon',
  weeklyHours: HOURS,
  blockedDates: [],
  bufferMinutes: 0,
  busy: [],
  sessionMinutes: { consultation: 30, small: 60, halfDay: 240, fullDay: 480 },
  now: new Date('2037-02-23T09:00:00Z'),
};
const entry = (id: string, rule: Partial<Parameters<typeof matchFreedSlot>[0][number]> = {}) => ({
  id,
  sessionKind: 'small' as const,
  weekdays: [],
  fromDate: null,
  untilDate: null,
  ...rule,
});

describe('a freed slot and the waitlist (decision 067)', () => {
  it('reads the days in the artist zone: weekdays and an inclusive range', () => {
    // 23:30 UTC on Sunday is already Monday in Tokyo.
    const lateSunday = new Date('2037-03-01T23:30:00Z');
    expect(suitsDays({ weekdays: ['mon'], fromDate: null, untilDate: null }, lateSunday, 'Asia/Tokyo')).toBe(
      true,
    );
    expect(suitsDays({ weekdays: ['mon'], fromDate: null, untilDate: null }, lateSunday, 'UTC')).toBe(false);
    const range = { weekdays: [], fromDate: '2037-03-02', untilDate: '2037-03-02' };
    expect(suitsDays(range, freed.startsAt, 'UTC')).toBe(true);
    expect(suitsDays({ ...range, fromDate: '2037-03-03', untilDate: null }, freed.startsAt, 'UTC')).toBe(
      false,
    );
    expect(suitsDays({ ...range, fromDate: null, untilDate: '2037-03-01' }, freed.startsAt, 'UTC')).toBe(
      false,
    );
  });

  it('offers each entry its own session from the freed start, in order, only where days and length fit', () => {
    const matches = matchFreedSlot(
      [
        entry('tuesdays', { weekdays: ['tue'] }),
        entry('half-day', { sessionKind: 'halfDay' }),
        entry('any'),
        entry('consultation', { sessionKind: 'consultation', weekdays: ['mon'] }),
      ],
      freed,
      context,
    );
    expect(matches.map((match) => [match.entry.id, match.slot.endsAt.toISOString()])).toEqual([
      ['any', '2037-03-02T11:00:00.000Z'],
      ['consultation', '2037-03-02T10:30:00.000Z'],
    ]);
  });

  it('offers nothing once the time is taken again, past, or outside the hours; at most the limit', () => {
    const everyone = Array.from({ length: WAITLIST_OFFER_LIMIT + 5 }, (_, index) => entry(`e${index}`));
    expect(matchFreedSlot(everyone, freed, context)).toHaveLength(WAITLIST_OFFER_LIMIT);
    expect(matchFreedSlot(everyone, freed, { ...context, busy: [freed] })).toEqual([]);
    expect(matchFreedSlot(everyone, freed, { ...context, now: new Date('2037-03-02T10:00:00Z') })).toEqual(
      [],
    );
    expect(matchFreedSlot(everyone, freed, { ...context, weeklyHours: { ...HOURS, mon: [] } })).toEqual([]);
  });
});
