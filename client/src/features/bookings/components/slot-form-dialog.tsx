import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Form } from '#client/components/form/form.tsx';
import { FieldErrorMessage } from '#client/components/form/form-field.tsx';
import { SelectField } from '#client/components/form/select-field.tsx';
import { SlotPicker } from '#client/components/slot-picker/slot-picker.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { DialogError } from '#client/components/ui/dialog-error.tsx';
import { type ProjectPlanInput, SESSION_KIND_LABELS, sessionKindSchema } from '#common/contracts/booking.ts';
import {
  DEPOSIT_SESSIONS,
  type DepositSession,
  MAX_PROJECT_SESSIONS,
  MIN_PROJECT_SESSIONS,
} from '#common/domain/booking/project.ts';
import { SESSION_KINDS, type SessionKind } from '#common/domain/booking/types.ts';
import { getFreeSlotsQueryOptions } from '../api/lead-booking.ts';
import { ARTIST_SLOT_PICKER_WORDS } from '../slot-picker-words.ts';

const slotFormSchema = (max: number) =>
  z.object({
    sessionKind: sessionKindSchema,
    startTimes: z
      .array(z.string())
      .min(1, max === 1 ? 'Pick a time' : 'Pick at least one time')
      .max(max, `Pick at most ${max} times`),
    sessions: z.string(),
    depositSession: z.enum(DEPOSIT_SESSIONS),
  });

export type SlotFormValues = {
  sessionKind: SessionKind;
  startTimes: string[];
  /** '1' for one session, else a project's count (decision 066). */
  sessions: string;
  depositSession: DepositSession;
};

/** One session (null), or the project the artist accepts the lead as (decision 066). */
export const projectOf = (values: SlotFormValues): ProjectPlanInput | null =>
  values.sessions === '1'
    ? null
    : { sessionCount: Number(values.sessions), depositSession: values.depositSession };

const SESSION_COUNT_OPTIONS = [
  ['1', 'One session'],
  ...Array.from({ length: MAX_PROJECT_SESSIONS - MIN_PROJECT_SESSIONS + 1 }, (_, index) => {
    const count = String(index + MIN_PROJECT_SESSIONS);
    return [count, `${count} sessions`] as const;
  }),
] as const;

const DEPOSIT_SESSION_OPTIONS = [
  ['first', 'First session'],
  ['last', 'Last session'],
] as const;

/** A dialog to pick a session kind and free slot(s): Offer times (up to 4) and Book directly (one). */
export function SlotFormDialog({
  leadId,
  isOpen,
  onOpenChange,
  title,
  description,
  max,
  submitLabel,
  isPending,
  error,
  onSubmit,
  withProject = false,
}: {
  leadId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  description: string;
  max: number;
  submitLabel: string;
  isPending: boolean;
  /** The failure of the last submit, shown in the dialog, which stays open with what was entered. */
  error: unknown;
  onSubmit: (values: SlotFormValues) => void;
  /** Offer the choice of one session or a project of several, and the deposit's session (decision 066). */
  withProject?: boolean;
}) {
  const form = useForm<SlotFormValues>({
    defaultValues: { sessionKind: 'consultation', startTimes: [], sessions: '1', depositSession: 'first' },
    resolver: zodResolver(slotFormSchema(max)),
  });
  const sessionKind = useWatch({ control: form.control, name: 'sessionKind' });
  const sessions = useWatch({ control: form.control, name: 'sessions' });
  useEffect(() => {
    if (sessionKind) form.setValue('startTimes', []);
  }, [sessionKind, form]);
  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) form.reset();
        onOpenChange(open);
      }}
    >
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <Form
          form={form}
          idPrefix={`slots-${max}`}
          onSubmit={form.handleSubmit(onSubmit)}
          className="grid gap-5"
        >
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-4 sm:grid-cols-3">
            <SelectField
              name="sessionKind"
              label="Session"
              options={SESSION_KINDS.map((kind) => [kind, SESSION_KIND_LABELS[kind]] as const)}
            />
            {withProject ? (
              <SelectField
                name="sessions"
                label="Sessions"
                hint="More than one makes a project (a sleeve): the client picks the first here, then books the next ones on their page."
                options={SESSION_COUNT_OPTIONS}
              />
            ) : null}
            {withProject && sessions !== '1' ? (
              <SelectField
                name="depositSession"
                label="Deposit on"
                hint="Asked on this session only; the others need none."
                options={DEPOSIT_SESSION_OPTIONS}
              />
            ) : null}
          </div>
          <Controller
            control={form.control}
            name="startTimes"
            render={({ field }) => (
              <SlotPicker
                // Another session length has other free slots: the picks start over.
                key={sessionKind}
                query={getFreeSlotsQueryOptions(leadId, sessionKind)}
                max={max}
                words={ARTIST_SLOT_PICKER_WORDS}
                picked={field.value}
                onChange={(picked) => {
                  form.clearErrors('startTimes');
                  field.onChange(picked);
                }}
              />
            )}
          />
          <FieldErrorMessage name="startTimes" />
          <DialogFooter className="sticky -bottom-6 -mx-6 -mb-6 border-t border-ink-700 bg-ink-900 px-6 py-4">
            {/* Inside the footer that sticks to the bottom: seen next to the buttons, however far the times scroll. */}
            <DialogError
              error={error}
              fallback="That did not work. Please try again."
              className="basis-full"
            />
            <DialogClose asChild>
              <Button variant="ghost">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={isPending} aria-busy={isPending}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
