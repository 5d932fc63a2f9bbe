import { describe, expect, it } from 'vitest';
import { bucketDays, daysPerBar } from './chart-buckets.ts';

const day = (n: number) => ({ day: `2025-01-${String(n).padStart(2, '0')}`, high: n, medium: 1, low: 0 });

describe('chart buckets', () => {
  it('keeps a bar per day up to 90-odd days and uses weeks for a year', () => {
    expect(daysPerBar(8)).toBe(1);
    expect(daysPerBar(91)).toBe(1);
    expect(daysPerBar(366)).toBe(7);
  });

  it('sums whole weeks ending on the last day, leaving the short one first', () => {
    const days = Array.from({ length: 9 }, (_, index) => day(index + 1));
    expect(bucketDays(days, 7)).toEqual([
      { start: '2025-01-01', end: '2025-01-02', high: 3, medium: 2, low: 0 },
      { start: '2025-01-03', end: '2025-01-09', high: 42, medium: 7, low: 0 },
    ]);
    expect(bucketDays(days.slice(0, 2), 1)).toEqual([
      { start: '2025-01-01', end: '2025-01-01', high: 1, medium: 1, low: 0 },
      { start: '2025-01-02', end: '2025-01-02', high: 2, medium: 1, low: 0 },
    ]);
  });
});
