import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Form } from '#client/components/form/form.tsx';
import { TextField } from '#client/components/form/text-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ToggleChip } from '#client/components/ui/toggle-chip.tsx';
import type { RequestPage } from '#common/contracts/booking-requests.ts';
import { type WaitlistDays, waitlistDaysSchema } from '#common/contracts/waitlist.ts';
import { WEEKDAYS, type Weekday } from '#common/domain/booking/types.ts';
import { getWaitlistQueryOptions, leaveWaitlist, saveWaitlistDays } from '../api/waitlist.ts';
import { waitlistWords } from '../words/waitlist-words.ts';

/** The form's text: dates typed (or picked) as YYYY-MM-DD, empty for none; the contract checks them. */
const daysValues = z
  .object({ weekdays: z.array(z.enum(WEEKDAYS)), fromDate: z.string(), untilDate: z.string() })
  .transform((values) => ({
    weekdays: values.weekdays,
    fromDate: values.fromDate || null,
    untilDate: values.untilDate || null,
  }))
  .pipe(waitlistDaysSchema);
type DaysValues = z.input<typeof daysValues>;

/** A weekday's name in the page's language, from Intl (1 Jan 2024 was a Monday). */
const weekdayName = (day: Weekday, locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day))),
  );

/**
 * The waitlist on the request page (decision 067): while the artist's books are closed the client joins it (a
 * saved chat already has), and says which days suit: weekdays in the artist's zone and a date range.
 */
export function WaitlistCard({ token, page }: { token: string; page: RequestPage }) {
  const words = waitlistWords(page.language);
  const query = useQuery(getWaitlistQueryOptions(token));
  const queryClient = useQueryClient();
  const [isSaved, setIsSaved] = useState(false);
  const entry = query.data?.entry ?? null;
  const form = useForm<DaysValues, unknown, WaitlistDays>({
    values: {
      weekdays: entry?.weekdays ?? [],
      fromDate: entry?.fromDate ?? '',
      untilDate: entry?.untilDate ?? '',
    },
    resolver: zodResolver(daysValues),
  });
  const onDone = (data: Awaited<ReturnType<typeof leaveWaitlist>>) => {
    queryClient.setQueryData(getWaitlistQueryOptions(token).queryKey, data);
  };
  const save = useMutation({
    mutationFn: (days: WaitlistDays) => saveWaitlistDays(token, days),
    onSuccess: (data) => {
      onDone(data);
      setIsSaved(true);
    },
  });
  const leave = useMutation({ mutationFn: () => leaveWaitlist(token), onSuccess: onDone });
  if (!query.data?.canJoin) return null;
  const locale = page.language;

  return (
    <section aria-labelledby="waitlist" className="grid gap-4 rounded-2xl border border-ink-600 p-4 sm:p-6">
      <h2 id="waitlist" className="text-lg font-bold">
        {words.heading}
      </h2>
      <p className="text-mist">{entry ? words.onList(page.artistName) : words.invite(page.artistName)}</p>
      <Form
        form={form}
        idPrefix="waitlist"
        className="grid gap-4"
        onSubmit={form.handleSubmit((days) => {
          setIsSaved(false);
          save.mutate(days);
        })}
      >
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-semibold">{words.daysLegend}</legend>
          <Controller
            control={form.control}
            name="weekdays"
            render={({ field }) => (
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                {WEEKDAYS.map((day) => (
                  <ToggleChip
                    key={day}
                    isPressed={field.value.includes(day)}
                    onToggle={() =>
                      field.onChange(
                        field.value.includes(day)
                          ? field.value.filter((chosen) => chosen !== day)
                          : WEEKDAYS.filter((each) => each === day || field.value.includes(each)),
                      )
                    }
                  >
                    {weekdayName(day, locale)}
                  </ToggleChip>
                ))}
              </div>
            )}
          />
          <p className="text-sm text-mist">{words.anyDay}</p>
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField name="fromDate" label={words.from} type="date" />
          <TextField name="untilDate" label={words.until} type="date" />
        </div>
        {save.isError || leave.isError ? (
          <p role="alert" className="text-rose-200">
            {words.failed}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? words.saving : entry ? words.save : words.join}
          </Button>
          {entry ? (
            <Button type="button" variant="outline" disabled={leave.isPending} onClick={() => leave.mutate()}>
              {words.leave}
            </Button>
          ) : null}
          {isSaved && !save.isPending ? (
            <p role="status" className="text-sm text-mist">
              {words.saved}
            </p>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
