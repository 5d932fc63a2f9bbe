import { describe, expect, it } from 'vitest';
import { isValidTimeZone, localDateOf, nextDate, wallTimeToInstant, weekdayIndexOf } from './zoned-time.ts';

describe('wallTimeToInstant', () => {
  it('reads a summer and a winter time in Lisbon with their own offsets', () => {
    expect(wallTimeToInstant('2026-07-01', '10:00', 'Europe/Lisbon').toISOString()).toBe(
      '2026-07-01T09:00:00.000Z',
    );
    expect(wallTimeToInstant('2026-01-15', '10:00', 'Europe/Lisbon').toISOString()).toBe(
      '2026-01-15T10:00:00.000Z',
    );
  });

  it('uses the new offset on the day clocks go forward in New York', () => {
    // 2026-03-08: 02:00 EST becomes 03:00 EDT.
    expect(wallTimeToInstant('2026-03-08', '01:30', 'America/New_York').toISOString()).toBe(
      '2026-03-08T06:30:00.000Z',
    );
    expect(wallTimeToInstant('2026-03-08', '10:00', 'America/New_York').toISOString()).toBe(
      '2026-03-08T14:00:00.000Z',
    );
  });

  it('moves a time skipped by spring forward past the gap', () => {
    expect(wallTimeToInstant('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
  });

  it('takes the first of a time that happens twice when clocks go back', () => {
    // 2026-11-01: 02:00 EDT becomes 01:00 EST; 01:30 happens at 05:30Z and again at 06:30Z.
    expect(wallTimeToInstant('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    expect(wallTimeToInstant('2026-11-01', '10:00', 'America/New_York').toISOString()).toBe(
      '2026-11-01T15:00:00.000Z',
    );
  });

  it('handles zones east of UTC and half-hour offsets', () => {
    expect(wallTimeToInstant('2026-04-05', '09:00', 'Australia/Sydney').toISOString()).toBe(
      '2026-04-04T23:00:00.000Z',
    );
    expect(wallTimeToInstant('2026-06-01', '09:00', 'Asia/Kolkata').toISOString()).toBe(
      '2026-06-01T03:30:00.000Z',
    );
  });
});

describe('calendar helpers', () => {
  it('reads the local date of an instant', () => {
    expect(localDateOf(new Date('2026-07-01T23:30:00Z'), 'Europe/Lisbon')).toBe('2026-07-02');
    expect(localDateOf(new Date('2026-07-01T03:30:00Z'), 'America/Los_Angeles')).toBe('2026-06-30');
  });

  it('steps over month and year ends, and names weekdays Monday first', () => {
    expect(nextDate('2026-12-31')).toBe('2027-01-01');
    expect(nextDate('2028-02-28')).toBe('2028-02-29');
    expect(weekdayIndexOf('2026-11-23')).toBe(0);
    expect(weekdayIndexOf('2026-11-29')).toBe(6);
  });

  it('knows real zones only', () => {
    expect(isValidTimeZone('Europe/Lisbon')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('+02:00')).toBe(false);
  });
});
