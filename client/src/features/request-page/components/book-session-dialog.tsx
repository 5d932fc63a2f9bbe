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
import { bookSession, getSessionTimesQueryOptions } from '../api/book-session.ts';
import { clientTimeZone } from '../format-slot.ts';
import type { RequestPageWords } from '../words/index.ts';

/**
 * The client books the project's next session (decision 066) in the shared slot picker (decision 062): every
 * free time after their earlier sessions, by day in their own zone. The deposit session opens the checkout.
 */
export function BookSessionDialog({
  token,
  sessionNumber,
  sessionCount,
  onChanged,
  words,
}: {
  token: string;
  sessionNumber: number;
  sessionCount: number;
  onChanged: () => Promise<unknown>;
  words: RequestPageWords;
}) {
  const said = words.project;
  const [isOpen, setIsOpen] = useState(false);
  const queryClient = useQueryClient();
  const times = getSessionTimesQueryOptions(token);
  // The same one-field form as a move: a start time among the free ones.
  const form = useForm<RescheduleRequest>({
    values: { startsAt: '' },
    resolver: zodResolver(rescheduleRequestSchema),
  });
  const startsAt = useWatch({ control: form.control, name: 'startsAt' });
  const book = useMutation({
    mutationFn: (data: RescheduleRequest) => bookSession(token, sessionNumber, data.startsAt),
    onSuccess: async ({ checkoutUrl }) => {
      if (checkoutUrl) return window.location.assign(checkoutUrl);
      setIsOpen(false);
      await onChanged();
    },
    // Refused: the time was just taken, or another tab booked this session. The times and the page show what
    // is true now.
    onError: () => {
      form.reset({ startsAt: '' });
      return Promise.all([queryClient.invalidateQueries({ queryKey: times.queryKey }), onChanged()]);
    },
  });
  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        book.reset();
        form.reset({ startsAt: '' });
        setIsOpen(open);
      }}
    >
      <DialogTrigger asChild>
        <Button>{said.book(sessionNumber)}</Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <Form
          form={form}
          idPrefix={`book-session-${sessionNumber}`}
          onSubmit={form.handleSubmit((data) => book.mutate(data))}
          className="grid gap-5"
        >
          <DialogHeader>
            <DialogTitle>{said.bookTitle(sessionNumber, sessionCount)}</DialogTitle>
            <DialogDescription>{said.bookDescription}</DialogDescription>
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
                words={{ ...words.reschedule.picker, locale: words.locale.dates }}
                timeZone={clientTimeZone()}
              />
            )}
          />
          <DialogFooter className="sticky -bottom-6 -mx-6 -mb-6 border-t border-ink-700 bg-ink-900 px-6 py-4">
            {/* Next to the buttons, however far the times scroll. */}
            <DialogError error={book.error} fallback={said.failed} className="basis-full" />
            <DialogClose asChild>
              <Button variant="ghost">{said.keep}</Button>
            </DialogClose>
            <Button type="submit" disabled={!startsAt || book.isPending} aria-busy={book.isPending}>
              {book.isPending ? said.booking : said.confirm}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
