import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Form } from '#client/components/form/form.tsx';
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
  DialogTrigger,
} from '#client/components/ui/dialog.tsx';
import { DialogError } from '#client/components/ui/dialog-error.tsx';
import { type RescheduleRequest, rescheduleRequestSchema } from '#common/contracts/booking-requests.ts';
import { rescheduleBooking } from '../api/change-booking.ts';
import { getRescheduleTimesQueryOptions } from '../api/get-reschedule-times.ts';
import { clientTimeZone } from '../format-slot.ts';
import type { RequestPageWords } from '../words/index.ts';

/**
 * The client moves their appointment (decision 062): every free time across the coming weeks, by day in their
 * own zone, in the same slot picker the artist offers times with.
 */
export function RescheduleDialog({
  token,
  onChanged,
  words,
  session,
}: {
  token: string;
  onChanged: () => Promise<unknown>;
  words: RequestPageWords;
  /** One session of a project (decision 066); its times stay between its neighbours. */
  session?: number | null;
}) {
  const said = words.reschedule;
  const [isOpen, setIsOpen] = useState(false);
  const queryClient = useQueryClient();
  const times = getRescheduleTimesQueryOptions(token, session);
  const form = useForm<RescheduleRequest>({
    values: { startsAt: '' },
    resolver: zodResolver(rescheduleRequestSchema),
  });
  const startsAt = useWatch({ control: form.control, name: 'startsAt' });
  const move = useMutation({
    mutationFn: (data: RescheduleRequest) => rescheduleBooking(token, data.startsAt, session),
    onSuccess: async () => {
      setIsOpen(false);
      await onChanged();
    },
    // Refused: the time was just taken, or the artist changed the booking meanwhile. The times and the page
    // show what is true now.
    onError: () => {
      form.reset({ startsAt: '' });
      return Promise.all([queryClient.invalidateQueries({ queryKey: times.queryKey }), onChanged()]);
    },
  });
  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        move.reset();
        form.reset({ startsAt: '' });
        setIsOpen(open);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">{said.open}</Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <Form
          form={form}
          idPrefix={`reschedule-${session ?? 'booking'}`}
          onSubmit={form.handleSubmit((data) => move.mutate(data))}
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
                words={{ ...said.picker, locale: words.locale.dates }}
                timeZone={clientTimeZone()}
              />
            )}
          />
          <DialogFooter className="sticky -bottom-6 -mx-6 -mb-6 border-t border-ink-700 bg-ink-900 px-6 py-4">
            {/* Next to the buttons, however far the times scroll. */}
            <DialogError error={move.error} fallback={said.failed} className="basis-full" />
            <DialogClose asChild>
              <Button variant="ghost">{said.keep}</Button>
            </DialogClose>
            <Button type="submit" disabled={!startsAt || move.isPending} aria-busy={move.isPending}>
              {move.isPending ? said.moving : said.move}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
