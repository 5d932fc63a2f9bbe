import { describe, expect, it } from 'vitest';
import { type FreeSlotsInput, freeSlots, isFreeSlot } from './free-slots.ts';
import type { WeeklyHours } from './types.ts';

const none: WeeklyHours = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

function input(overrides: Partial<FreeSlotsInput>): FreeSlotsInput {
  return {
    timeZone: 'Europe/Lisbon',
    weeklyHours: { ...none, mon: [{ start: '10:00', end: '12:00' }] },
    blockedDates: [],
    bufferMinutes: 0,
    durationMinutes: 60,
    busy: [],
    from: new Date('2026-11-23T00:00:00Z'),
    until: new Date('2026-11-24T00:00:00Z'),
    ...overrides,
  };
}

const starts = (slots: ReturnType<typeof freeSlots>) => slots.map((slot) => slot.startsAt.toISOString());

describe('freeSlots', () => {
  it('steps through a working range, each slot fitting inside it', () => {
    expect(starts(freeSlots(input({})))).toEqual([
      '2026-11-23T10:00:00.000Z',
      '2026-11-23T10:30:00.000Z',
      '2026-11-23T11:00:00.000Z',
    ]);
  });

  it('keeps the buffer around a busy interval', () => {
    const busy = [{ startsAt: new Date('2026-11-23T11:00:00Z'), endsAt: new Date('2026-11-23T11:30:00Z') }];
    expect(
      starts(
        freeSlots(
          input({
            busy,
            weeklyHours: { ...none, mon: [{ start: '09:00', end: '14:00' }] },
            bufferMinutes: 30,
          }),
        ),
      ),
    ).toEqual([
      '2026-11-23T09:00:00.000Z',
      '2026-11-23T09:30:00.000Z',
      '2026-11-23T12:00:00.000Z',
      '2026-11-23T12:30:00.000Z',
      '2026-11-23T13:00:00.000Z',
    ]);
  });

  it('skips blocked dates and days without hours', () => {
    const week = { from: new Date('2026-11-23T00:00:00Z'), until: new Date('2026-12-01T00:00:00Z') };
    const hours = {
      ...none,
      mon: [{ start: '10:00', end: '11:00' }],
      wed: [{ start: '10:00', end: '11:00' }],
    };
    expect(starts(freeSlots(input({ ...week, weeklyHours: hours })))).toEqual([
      '2026-11-23T10:00:00.000Z',
      '2026-11-25T10:00:00.000Z',
      '2026-11-30T10:00:00.000Z',
    ]);
    expect(starts(freeSlots(input({ ...week, weeklyHours: hours, blockedDates: ['2026-11-25'] })))).toEqual([
      '2026-11-23T10:00:00.000Z',
      '2026-11-30T10:00:00.000Z',
    ]);
  });

  it('starts no slot before from, and stops at the limit', () => {
    expect(starts(freeSlots(input({ from: new Date('2026-11-23T10:15:00Z') })))).toEqual([
      '2026-11-23T10:30:00.000Z',
      '2026-11-23T11:00:00.000Z',
    ]);
    expect(freeSlots(input({ limit: 1 }))).toHaveLength(1);
  });

  it('keeps 10:00 local across the spring-forward weekend in New York', () => {
    const hours = {
      ...none,
      sat: [{ start: '10:00', end: '11:00' }],
      sun: [{ start: '10:00', end: '11:00' }],
    };
    const slots = freeSlots(
      input({
        timeZone: 'America/New_York',
        weeklyHours: hours,
        from: new Date('2026-03-07T00:00:00Z'),
        until: new Date('2026-03-09T00:00:00Z'),
      }),
    );
    expect(starts(slots)).toEqual(['2026-03-07T15:00:00.000Z', '2026-03-08T14:00:00.000Z']);
  });

  it('gives a range across the autumn change its real length', () => {
    // 2026-11-01 in New York: 00:00-04:00 on the wall is five real hours, so five one-hour slots.
    const slots = freeSlots(
      input({
        timeZone: 'America/New_York',
        weeklyHours: { ...none, sun: [{ start: '00:00', end: '04:00' }] },
        stepMinutes: 60,
        from: new Date('2026-11-01T00:00:00Z'),
        until: new Date('2026-11-02T00:00:00Z'),
      }),
    );
    expect(slots).toHaveLength(5);
  });

  it('reads the weekday in the artist zone, not in UTC', () => {
    // Monday 08:00 in Auckland is Sunday 19:00 UTC.
    const slots = freeSlots(
      input({
        timeZone: 'Pacific/Auckland',
        weeklyHours: { ...none, mon: [{ start: '08:00', end: '09:00' }] },
        from: new Date('2026-11-22T00:00:00Z'),
        until: new Date('2026-11-23T00:00:00Z'),
      }),
    );
    expect(starts(slots)).toEqual(['2026-11-22T19:00:00.000Z']);
  });
});

describe('isFreeSlot', () => {
  const settings = { ...input({}), now: new Date('2026-11-20T00:00:00Z') };
  const slot = (start: string, minutes = 60) => ({
    startsAt: new Date(start),
    endsAt: new Date(new Date(start).getTime() + minutes * 60_000),
  });

  it('accepts a slot inside working hours, and refuses one outside, past or busy', () => {
    expect(isFreeSlot(slot('2026-11-23T10:15:00Z'), settings)).toBe(true);
    expect(isFreeSlot(slot('2026-11-23T11:30:00Z'), settings)).toBe(false);
    expect(
      isFreeSlot(slot('2026-11-23T10:00:00Z'), { ...settings, now: new Date('2026-11-23T10:01:00Z') }),
    ).toBe(false);
    const busy = [{ startsAt: new Date('2026-11-23T11:00:00Z'), endsAt: new Date('2026-11-23T12:00:00Z') }];
    expect(isFreeSlot(slot('2026-11-23T10:00:00Z'), { ...settings, busy })).toBe(true);
    expect(isFreeSlot(slot('2026-11-23T10:00:00Z'), { ...settings, busy, bufferMinutes: 15 })).toBe(false);
  });
});
