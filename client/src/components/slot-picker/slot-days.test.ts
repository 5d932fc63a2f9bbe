import { describe, expect, it } from 'vitest';
import { dayKeyOf, slotsByDay } from './slot-days.ts';

describe('slotsByDay', () => {
  it("groups by the day in the zone it is given, not the browser's", () => {
    const slots = [
      { startsAt: '2026-12-01T23:30:00Z', endsAt: '2026-12-02T00:30:00Z' },
      { startsAt: '2026-12-02T09:00:00Z', endsAt: '2026-12-02T10:00:00Z' },
    ];
    expect(slotsByDay(slots, 'UTC').map((day) => day.date)).toEqual(['2026-12-01', '2026-12-02']);
    expect(slotsByDay(slots, 'Asia/Tokyo')).toEqual([{ date: '2026-12-02', slots }]);
    expect(dayKeyOf('2026-12-02T03:00:00Z', 'America/Los_Angeles')).toBe('2026-12-01');
  });
});
