import { z } from 'zod';
import {
  type AvailabilitySettings,
  type UpdateAvailability,
  updateAvailabilitySchema,
} from '#common/contracts/booking.ts';
import { WEEKDAYS, type Weekday } from '#common/domain/booking/types.ts';

const rangeValues = z.object({ start: z.string(), end: z.string() });
const text = z.string();

/** The form's values: times and numbers as typed; the contract checks the result in its own words. */
export const availabilityFormSchema = z
  .object({
    timeZone: text,
    weeklyHours: z.object(
      Object.fromEntries(WEEKDAYS.map((day) => [day, z.array(rangeValues)])) as Record<
        Weekday,
        z.ZodArray<typeof rangeValues>
      >,
    ),
    sessionMinutes: z.object({ consultation: text, small: text, halfDay: text, fullDay: text }),
    blockedDates: z.array(z.object({ date: text })),
    bufferMinutes: text,
    rescheduleNoticeHours: text,
    depositKind: z.enum(['none', 'fixed', 'percent']),
    depositAmount: text,
    depositPercent: text,
    depositMinimum: text,
    currency: text,
    prepNotes: text,
    paymentInstructions: text,
    refundPolicy: text,
    isTextRemindersOn: z.boolean(),
    aftercareText: text,
    reviewUrl: text,
  })
  .transform((values, context): UpdateAvailability => {
    const money = (field: 'depositAmount' | 'depositMinimum') => {
      const typed = values[field].trim().replace(/^[$€£]/, '');
      if (/^\d+(\.\d{1,2})?$/.test(typed)) return Math.round(Number(typed) * 100);
      context.addIssue({ code: 'custom', message: 'Enter an amount like 50 or 49.99', path: [field] });
      return 0;
    };
    const whole = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.trim()));
    const depositRule =
      values.depositKind === 'fixed'
        ? { kind: 'fixed' as const, amountCents: money('depositAmount') }
        : values.depositKind === 'percent'
          ? {
              kind: 'percent' as const,
              percent: whole(values.depositPercent),
              minimumCents: money('depositMinimum'),
            }
          : { kind: 'none' as const };
    const parsed = updateAvailabilitySchema.safeParse({
      timeZone: values.timeZone,
      weeklyHours: values.weeklyHours,
      sessionMinutes: {
        consultation: whole(values.sessionMinutes.consultation),
        small: whole(values.sessionMinutes.small),
        halfDay: whole(values.sessionMinutes.halfDay),
        fullDay: whole(values.sessionMinutes.fullDay),
      },
      blockedDates: values.blockedDates.map((entry) => entry.date),
      bufferMinutes: whole(values.bufferMinutes),
      rescheduleNoticeHours: whole(values.rescheduleNoticeHours),
      depositRule,
      currency: values.currency,
      prepNotes: values.prepNotes,
      paymentInstructions: values.paymentInstructions,
      refundPolicy: values.refundPolicy,
      isTextRemindersOn: values.isTextRemindersOn,
      aftercareText: values.aftercareText,
      reviewUrl: values.reviewUrl,
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      context.addIssue({ code: 'custom', message: issue.message, path: formPathOf(issue.path.map(String)) });
    }
    return z.NEVER;
  });

export type AvailabilityFormValues = z.input<typeof availabilityFormSchema>;

const DEPOSIT_FIELDS: Record<string, string> = {
  amountCents: 'depositAmount',
  percent: 'depositPercent',
  minimumCents: 'depositMinimum',
};

/** Where a contract (or server) error path shows in the form: the deposit rule's parts have fields of their own. */
export function formPathOf(path: string[]): string[] {
  if (path[0] === 'depositRule') return [DEPOSIT_FIELDS[path[1] ?? ''] ?? 'depositKind'];
  if (path[0] === 'blockedDates' && path[1] !== undefined) return ['blockedDates', path[1], 'date'];
  return path;
}

const cents = (value: number) => (value / 100).toFixed(2).replace(/\.00$/, '');

export function formValuesOf(
  settings: AvailabilitySettings,
  fallbackTimeZone: string,
): AvailabilityFormValues {
  const rule = settings.depositRule;
  return {
    // A first visit proposes the browser's zone rather than the UTC the row was made with.
    timeZone: settings.isSaved ? settings.timeZone : fallbackTimeZone,
    weeklyHours: Object.fromEntries(
      WEEKDAYS.map((day) => [day, (settings.weeklyHours[day] ?? []).map((range) => ({ ...range }))]),
    ) as AvailabilityFormValues['weeklyHours'],
    sessionMinutes: {
      consultation: String(settings.sessionMinutes.consultation),
      small: String(settings.sessionMinutes.small),
      halfDay: String(settings.sessionMinutes.halfDay),
      fullDay: String(settings.sessionMinutes.fullDay),
    },
    blockedDates: settings.blockedDates.map((date) => ({ date })),
    bufferMinutes: String(settings.bufferMinutes),
    rescheduleNoticeHours: String(settings.rescheduleNoticeHours),
    depositKind: rule.kind,
    depositAmount: rule.kind === 'fixed' ? cents(rule.amountCents) : '',
    depositPercent: rule.kind === 'percent' ? String(rule.percent) : '',
    depositMinimum: rule.kind === 'percent' ? cents(rule.minimumCents) : '0',
    currency: settings.currency.toUpperCase(),
    prepNotes: settings.prepNotes ?? '',
    paymentInstructions: settings.paymentInstructions ?? '',
    refundPolicy: settings.refundPolicy ?? '',
    isTextRemindersOn: settings.isTextRemindersOn,
    aftercareText: settings.aftercareText ?? '',
    reviewUrl: settings.reviewUrl ?? '',
  };
}

/**
 * The range "Add hours" proposes: a day's first is 10:00–18:00; a later one starts where the last ends and runs
 * two hours, so a split day never starts out overlapping (which the save would refuse).
 */
export function nextRange(last: { end: string } | undefined): { start: string; end: string } {
  if (!last) return { start: '10:00', end: '18:00' };
  const [hours = 0, minutes = 0] = last.end.split(':').map(Number);
  const endMinutes = Math.min(hours * 60 + minutes + 120, 23 * 60 + 59);
  const clock = (total: number) =>
    `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  return { start: last.end, end: clock(endMinutes) };
}
