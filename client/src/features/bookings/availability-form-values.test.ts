import { describe, expect, it } from 'vitest';
import type { AvailabilitySettings } from '#common/contracts/booking.ts';
import { availabilityFormSchema, formPathOf, formValuesOf, nextRange } from './availability-form-values.ts';

const STORED: AvailabilitySettings = {
  timeZone: 'UTC',
  weeklyHours: {
    mon: [],
    tue: [{ start: '10:00', end: '18:00' }],
    wed: [],
    thu: [],
    fri: [],
    sat: [],
    sun: [],
  },
  sessionMinutes: { consultation: 30, small: 120, halfDay: 240, fullDay: 480 },
  blockedDates: ['2026-12-25'],
  bufferMinutes: 15,
  rescheduleNoticeHours: 48,
  depositRule: { kind: 'percent', percent: 20, minimumCents: 5_050 },
  currency: 'eur',
  isSaved: false,
  calendarFeedUrl: 'http://localhost/api/calendar/x.ics',
  depositCollection: 'artist',
  prepNotes: null,
  paymentInstructions: null,
  refundPolicy: null,
  isTextRemindersOn: true,
  smsProvider: 'sandbox',
  aftercareText: null,
  reviewUrl: null,
};

describe('availability form values', () => {
  it("proposes the browser's zone until the artist first saves", () => {
    expect(formValuesOf(STORED, 'Europe/Lisbon').timeZone).toBe('Europe/Lisbon');
    expect(formValuesOf({ ...STORED, isSaved: true }, 'Europe/Lisbon').timeZone).toBe('UTC');
  });

  it('round-trips the stored settings into the contract, money typed as amounts', () => {
    const values = formValuesOf({ ...STORED, isSaved: true }, 'UTC');
    expect(values.depositMinimum).toBe('50.50');
    const parsed = availabilityFormSchema.parse(values);
    expect(parsed).toMatchObject({
      timeZone: 'UTC',
      blockedDates: ['2026-12-25'],
      depositRule: { kind: 'percent', percent: 20, minimumCents: 5_050 },
      currency: 'eur',
    });
  });

  it("carries the artist's texts: trimmed, blank as none (issue #26)", () => {
    const values = formValuesOf({ ...STORED, prepNotes: 'Eat first.', refundPolicy: null }, 'UTC');
    expect(values).toMatchObject({ prepNotes: 'Eat first.', paymentInstructions: '', refundPolicy: '' });
    const parsed = availabilityFormSchema.parse({ ...values, paymentInstructions: '  Venmo @ink  ' });
    expect(parsed).toMatchObject({
      prepNotes: 'Eat first.',
      paymentInstructions: 'Venmo @ink',
      refundPolicy: null,
    });
  });

  it('names the field a bad value was typed in', () => {
    const values = {
      ...formValuesOf(STORED, 'UTC'),
      depositKind: 'fixed' as const,
      depositAmount: 'fifty',
      bufferMinutes: '-5',
    };
    const result = availabilityFormSchema.safeParse(values);
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['depositAmount', 'bufferMinutes']));
  });

  it('maps server error paths onto the form fields', () => {
    expect(formPathOf(['depositRule', 'amountCents'])).toEqual(['depositAmount']);
    expect(formPathOf(['depositRule'])).toEqual(['depositKind']);
    expect(formPathOf(['weeklyHours', 'mon', '0', 'end'])).toEqual(['weeklyHours', 'mon', '0', 'end']);
  });

  it('proposes a first range of 10:00–18:00 and a later one after the last, never overlapping it', () => {
    expect(nextRange(undefined)).toEqual({ start: '10:00', end: '18:00' });
    expect(nextRange({ end: '18:00' })).toEqual({ start: '18:00', end: '20:00' });
    expect(nextRange({ end: '22:30' })).toEqual({ start: '22:30', end: '23:59' });
  });
});
