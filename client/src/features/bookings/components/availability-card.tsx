import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Form } from '#client/components/form/form.tsx';
import { SelectField } from '#client/components/form/select-field.tsx';
import { WholeNumberField } from '#client/components/form/text-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '#client/components/ui/card.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { validationErrorOf } from '#client/lib/api-client.ts';
import { showFailure } from '#client/lib/show-failure.ts';
import type { UpdateAvailability } from '#common/contracts/booking.ts';
import {
  AVAILABILITY_QUERY_KEY,
  getAvailabilityQueryOptions,
  saveAvailability,
} from '../api/availability.ts';
import {
  type AvailabilityFormValues,
  availabilityFormSchema,
  formPathOf,
  formValuesOf,
} from '../availability-form-values.ts';
import { browserTimeZone, timeZoneOptions } from '../booking-format.ts';
import { BlockedDatesField } from './blocked-dates-field.tsx';
import { ClientTextsFields } from './client-texts-fields.tsx';
import { DepositRuleFields } from './deposit-rule-fields.tsx';
import { TextRemindersField } from './text-reminders-field.tsx';
import { WeeklyHoursFields } from './weekly-hours-fields.tsx';

/** Issue #14 Availability: when the artist can be booked, for how long, and the deposit they ask. */
export function AvailabilityCard() {
  const queryClient = useQueryClient();
  const settings = useQuery(getAvailabilityQueryOptions());
  const values = useMemo(
    () => (settings.data ? formValuesOf(settings.data, browserTimeZone()) : undefined),
    [settings.data],
  );
  const form = useForm<AvailabilityFormValues, unknown, UpdateAvailability>({
    values,
    resolver: zodResolver(availabilityFormSchema),
    reValidateMode: 'onSubmit',
  });
  const save = useMutation({
    mutationFn: saveAvailability,
    onSuccess: (stored) => {
      queryClient.setQueryData(AVAILABILITY_QUERY_KEY, stored);
      // Free slots and the overview read these settings.
      void queryClient.invalidateQueries({ queryKey: ['/api/booking/leads'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/booking/overview'] });
      toast({ title: 'Availability Saved', description: 'New offers and bookings use it from now on.' });
    },
    onError: (error) => {
      const body = validationErrorOf(error);
      for (const [field, message] of Object.entries(body?.errors ?? {})) {
        form.setError(formPathOf(field.split('.')).join('.') as keyof AvailabilityFormValues, { message });
      }
      showFailure(error, body?.message ?? 'Failed to save availability. Please try again.');
    },
  });
  const isDisabled = !settings.data || save.isPending;
  const submit = form.handleSubmit(
    (data) => save.mutate(data),
    () => toast({ title: 'Error', description: 'Check the highlighted fields.', variant: 'destructive' }),
  );
  const zones = timeZoneOptions(values?.timeZone ?? browserTimeZone());

  return (
    <Card>
      <Form form={form} idPrefix="availability" onSubmit={submit}>
        <CardHeader>
          <CardTitle>Availability</CardTitle>
          <CardDescription>
            Your working hours, session lengths, deposit and what booked clients read. Times you offer clients
            and book directly come from the free time here.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-6">
          <SelectField
            name="timeZone"
            label="Time zone"
            hint="Your hours and blocked dates are in this zone. Clients see times in their own."
            options={zones.map((zone) => [zone, zone.replaceAll('_', ' ')] as const)}
            disabled={isDisabled}
            className="sm:max-w-sm"
          />
          <WeeklyHoursFields isDisabled={isDisabled} />
          <fieldset className="grid min-w-0 grid-cols-1 gap-4">
            <legend className="mb-2 font-semibold">Session lengths (minutes)</legend>
            <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
              <WholeNumberField
                name="sessionMinutes.consultation"
                label="Consultation"
                disabled={isDisabled}
              />
              <WholeNumberField name="sessionMinutes.small" label="Small piece" disabled={isDisabled} />
              <WholeNumberField name="sessionMinutes.halfDay" label="Half day" disabled={isDisabled} />
              <WholeNumberField name="sessionMinutes.fullDay" label="Full day" disabled={isDisabled} />
            </div>
          </fieldset>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <WholeNumberField
              name="bufferMinutes"
              label="Buffer between appointments (minutes)"
              hint="Kept free before and after every booking."
              disabled={isDisabled}
            />
            <WholeNumberField
              name="rescheduleNoticeHours"
              label="Reschedule notice (hours)"
              hint="Closer than this, clients must contact you to change."
              disabled={isDisabled}
            />
          </div>
          <BlockedDatesField isDisabled={isDisabled} />
          <DepositRuleFields
            isDisabled={isDisabled}
            collection={settings.data?.depositCollection ?? 'artist'}
          />
          <ClientTextsFields
            isDisabled={isDisabled}
            collection={settings.data?.depositCollection ?? 'artist'}
          />
          <TextRemindersField isDisabled={isDisabled} provider={settings.data?.smsProvider ?? 'sandbox'} />
        </CardContent>
        <CardFooter className="justify-end border-t border-ink-700 pt-5 sm:pt-6">
          <Button type="submit" disabled={isDisabled} aria-busy={save.isPending}>
            Save Availability
          </Button>
        </CardFooter>
      </Form>
    </Card>
  );
}
