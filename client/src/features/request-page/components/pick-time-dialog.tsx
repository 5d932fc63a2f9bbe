import { zodResolver } from '@hookform/resolvers/zod';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Form } from '#client/components/form/form.tsx';
import {
  type FreeSlotsQuery,
  SlotPicker,
  type SlotPickerWords,
} from '#client/components/slot-picker/slot-picker.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#client/components/ui/dialog.tsx';
import { DialogError } from '#client/components/ui/dialog-error.tsx';
import { type RescheduleRequest, rescheduleRequestSchema } from '#common/contracts/booking-requests.ts';
import { clientTimeZone } from '../format-slot.ts';

/** What the dialog says: its title and description, and its buttons idle, busy and failing. */
export interface PickTimeWords {
  title: string;
  description: string;
  keep: string;
  confirm: string;
  pending: string;
  failed: string;
}

/**
 * One time among the free ones, picked in the shared slot picker (decision 062) in the client's own zone: a
 * move of their appointment, or the next session of a project (decision 066). A refusal (the time was just
 * taken, or the booking changed elsewhere) clears the pick and reloads the times and the page, which show what
 * is true now; `redirectOf` sends the client on (to a deposit checkout) instead of closing.
 */
export function PickTimeDialog<Key extends QueryKey, Result>({
  trigger,
  idPrefix,
  times,
  pick,
  redirectOf,
  onChanged,
  said,
  pickerWords,
}: {
  trigger: ReactNode;
  idPrefix: string;
  times: FreeSlotsQuery<Key>;
  pick: (startsAt: string) => Promise<Result>;
  redirectOf?: (result: Result) => string | null;
  onChanged: () => Promise<unknown>;
  said: PickTimeWords;
  pickerWords: SlotPickerWords;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const queryClient = useQueryClient();
  const form = useForm<RescheduleRequest>({
    values: { startsAt: '' },
    resolver: zodResolver(rescheduleRequestSchema),
  });
  const startsAt = useWatch({ control: form.control, name: 'startsAt' });
  const submit = useMutation({
    mutationFn: (data: RescheduleRequest) => pick(data.startsAt),
    onSuccess: async (result) => {
      const redirect = redirectOf?.(result);
      if (redirect) return window.location.assign(redirect);
      setIsOpen(false);
      await onChanged();
    },
    onError: () => {
      form.reset({ startsAt: '' });
      return Promise.all([queryClient.invalidateQueries({ queryKey: times.queryKey }), onChanged()]);
    },
  });
  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        submit.reset();
        form.reset({ startsAt: '' });
        setIsOpen(open);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <Form
          form={form}
          idPrefix={idPrefix}
          onSubmit={form.handleSubmit((data) => submit.mutate(data))}
          className="grid gap-5"
        >
          <DialogHeader>
            <DialogTitle>{said.title}</DialogTitle>
            <DialogDescription>{said.description}</DialogDescription>
          </DialogHeader>
          <Controller
            control={form.control}
            name="startsAt"
            render={({ field }) => (
              <SlotPicker
                query={times}
                max={1}
                picked={field.value ? [field.value] : []}
                onChange={(picked) => field.onChange(picked[0] ?? '')}
                words={pickerWords}
                timeZone={clientTimeZone()}
              />
            )}
          />
          <DialogFooter className="sticky -bottom-6 -mx-6 -mb-6 border-t border-ink-700 bg-ink-900 px-6 py-4">
            {/* Next to the buttons, however far the times scroll. */}
            <DialogError error={submit.error} fallback={said.failed} className="basis-full" />
            <DialogClose asChild>
              <Button variant="ghost">{said.keep}</Button>
            </DialogClose>
            <Button type="submit" disabled={!startsAt || submit.isPending} aria-busy={submit.isPending}>
              {submit.isPending ? said.pending : said.confirm}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
