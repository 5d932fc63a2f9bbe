import { useMutation } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
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
import { deleteRequest } from '../api/delete-request.ts';

/** Deletes the client's data for good, after a confirmation (issue #14). */
export function DeleteRequestDialog({
  token,
  artistName,
  onDeleted,
}: {
  token: string;
  artistName: string;
  onDeleted: () => void;
}) {
  const remove = useMutation({ mutationFn: () => deleteRequest(token), onSuccess: onDeleted });
  return (
    <section aria-labelledby="delete-data" className="grid gap-3 rounded-2xl border border-rose-900/70 p-5">
      <h2 id="delete-data" className="text-lg font-bold text-rose-200">
        Delete your data
      </h2>
      <p className="text-mist">
        Removes your request, the conversation and the images you sent, and any booking. {artistName} is told.
      </p>
      <Dialog onOpenChange={() => remove.reset()}>
        <DialogTrigger asChild>
          <Button variant="destructive" className="justify-self-start">
            <Trash2 aria-hidden="true" className="size-4" />
            Delete my data
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete your request and conversation?</DialogTitle>
            <DialogDescription>
              This deletes your request, the conversation, the images you sent and any booking with{' '}
              {artistName}. It cannot be undone, and this link stops working.
            </DialogDescription>
          </DialogHeader>
          <DialogError error={remove.error} fallback="Your data could not be deleted. Please try again." />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="ghost">Keep my data</Button>
            </DialogClose>
            <Button variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate()}>
              {remove.isPending ? 'Deleting…' : 'Delete for good'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
