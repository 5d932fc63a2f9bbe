import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Form } from '#client/components/form/form.tsx';
import { SelectField } from '#client/components/form/select-field.tsx';
import { TextField, WholeNumberField } from '#client/components/form/text-field.tsx';
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
import { handleUnauthorized, isUnauthorizedError } from '#client/lib/auth-utils.ts';
import { AUTH_USER_QUERY_KEY } from '#client/lib/use-auth.ts';
import { DEFAULT_INTAKE_SETTINGS, type IntakeSettings } from '#common/contracts/intake.ts';
import {
  getIntakeSettingsQueryOptions,
  INTAKE_QUERY_KEY,
  saveIntakeSettings,
} from '../api/intake-settings.ts';
import { formValuesOf, type IntakeFormValues, intakeFormSchema } from '../intake-form-values.ts';
import { BooksScheduleField } from './books-schedule-field.tsx';
import { StylePicker } from './style-picker.tsx';

const YES_NO = [
  ['unset', "Not set (you'll confirm)"],
  ['yes', 'Yes'],
  ['no', 'No'],
] as const;

const BOOKS = [
  ['open', 'Open: taking new clients'],
  ['waitlist', 'Waitlist: collect leads for later'],
  ['closed', 'Closed: collect waitlist leads and say so'],
] as const;

/**
 * Issue #11 "Artist intake controls": who qualifies and what the assistant may say about the studio. Empty
 * means not set, and the assistant then never invents an answer.
 */
export function IntakeSettingsCard() {
  const queryClient = useQueryClient();
  const settings = useQuery(getIntakeSettingsQueryOptions());
  const form = useForm<IntakeFormValues, unknown, IntakeSettings>({
    // Until the stored settings arrive the form shows the defaults, disabled.
    values: formValuesOf(settings.data ?? DEFAULT_INTAKE_SETTINGS),
    resolver: zodResolver(intakeFormSchema),
    reValidateMode: 'onSubmit',
  });
  const save = useMutation({
    mutationFn: saveIntakeSettings,
    onSuccess: (stored) => {
      queryClient.setQueryData(INTAKE_QUERY_KEY, stored);
      // The specialty styles live on the user too: the Overview and the nav read them from the signed-in user.
      void queryClient.invalidateQueries({ queryKey: AUTH_USER_QUERY_KEY });
      form.reset(formValuesOf(stored));
      toast({
        title: 'Intake Settings Saved',
        description: 'Your assistant uses them from the next message.',
      });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return handleUnauthorized();
      const body = validationErrorOf(error);
      for (const [field, message] of Object.entries(body?.errors ?? {})) {
        form.setError(field as keyof IntakeFormValues, { message });
      }
      toast({
        title: 'Error',
        // The field's own words: its name is already on the highlighted field.
        description:
          Object.values(body?.errors ?? {})[0] ??
          body?.message ??
          'Failed to save intake settings. Please try again.',
        variant: 'destructive',
      });
    },
  });
  const isDisabled = !settings.data || save.isPending;
  const submit = form.handleSubmit(
    (data) => save.mutate(data),
    (errors) => {
      const message = Object.values(errors).find((error) => error?.message)?.message;
      toast({
        title: 'Error',
        description: message ?? 'Check the highlighted fields.',
        variant: 'destructive',
      });
    },
  );

  return (
    <Card id="intake-controls">
      <Form form={form} idPrefix="intake" onSubmit={submit}>
        <CardHeader>
          <CardTitle>Intake Controls</CardTitle>
          <CardDescription>
            Decide who qualifies and what your AI front desk tells clients about the studio. Anything left
            empty is never guessed: the assistant says you will confirm it.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <StylePicker
            name="specialtyStyles"
            legend="Specialty styles"
            hint="Styles you want to be booked for. Terms in your bio and portfolio tags count too."
            isDisabled={isDisabled}
          />
          <StylePicker
            name="avoidStyles"
            legend="Styles I don't do"
            hint="Clients asking for these are told kindly, with what you could do instead."
            isDisabled={isDisabled}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <WholeNumberField
              name="minimumPrice"
              label="Minimum price ($)"
              hint="Budgets clearly below it are told your minimum."
              disabled={isDisabled}
            />
            <SelectField name="booksStatus" label="Books" options={BOOKS} disabled={isDisabled} />
            <BooksScheduleField isDisabled={isDisabled} />
            <SelectField name="takesCoverUps" label="Cover-ups" options={YES_NO} disabled={isDisabled} />
            <SelectField name="takesWalkIns" label="Walk-ins" options={YES_NO} disabled={isDisabled} />
            <SelectField name="doesFlash" label="Flash" options={YES_NO} disabled={isDisabled} />
            <TextField
              name="agePolicy"
              label="Age policy"
              hint="Everyone must be 18 or over; add your own rule, e.g. photo ID."
              placeholder="18+ with photo ID"
              disabled={isDisabled}
            />
          </div>
          <TextField
            name="depositPolicy"
            label="Deposit policy"
            placeholder="$100 deposit to book, taken off the final price"
            disabled={isDisabled}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="studioLocation"
              label="Studio location"
              placeholder="12 Elm St, Portland"
              disabled={isDisabled}
            />
            <TextField
              name="studioHours"
              label="Studio hours"
              placeholder="Tue–Sat, 11am–7pm"
              disabled={isDisabled}
            />
          </div>
        </CardContent>
        <CardFooter className="justify-end border-t border-ink-700 pt-5 sm:pt-6">
          <Button type="submit" disabled={isDisabled} aria-busy={save.isPending}>
            Save Intake Controls
          </Button>
        </CardFooter>
      </Form>
    </Card>
  );
}
