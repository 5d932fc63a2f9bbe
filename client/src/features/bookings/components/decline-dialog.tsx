import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Form } from '#client/components/form/form.tsx';
import { TextareaField } from '#client/components/form/textarea-field.tsx';
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
import { declineLeadSchema } from '#common/contracts/booking.ts';

/** Decline with the polite template, editable before it is sent; the lead becomes rejected. */
export function DeclineDialog({
  isOpen,
  onOpenChange,
  template,
  isPending,
  error,
  onSubmit,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  template: string;
  isPending: boolean;
  /** The failure of the last submit, shown in the dialog, which stays open with what was entered. */
  error: unknown;
  onSubmit: (message: string) => void;
}) {
  const form = useForm<{ message: string }>({
    values: { message: template },
    resolver: zodResolver(declineLeadSchema),
  });
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <Form
          form={form}
          idPrefix="decline"
          onSubmit={form.handleSubmit(({ message }) => onSubmit(message))}
          className="grid gap-5"
        >
          <DialogHeader>
            <DialogTitle>Decline this request</DialogTitle>
            <DialogDescription>
              The client gets this message by email (and by DM for an Instagram lead you can still reply to).
              Edit it as you like.
            </DialogDescription>
          </DialogHeader>
          <TextareaField name="message" label="Message" rows={9} />
          <DialogError error={error} fallback="The request could not be declined. Please try again." />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="ghost">Cancel</Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={isPending} aria-busy={isPending}>
              Send and decline
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
