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
import type { RequestPage } from '#common/contracts/booking-requests.ts';
import { deleteRequest } from '../api/delete-request.ts';
import { requestPageWords } from '../words/index.ts';

/** Deletes the client's data for good, after a confirmation (issue #14). */
export function DeleteRequestDialog({
  token,
  page,
  onDeleted,
}: {
  token: string;
  page: Pick<RequestPage, 'artistName' | 'language'>;
  onDeleted: () => void;
}) {
  const { artistName } = page;
  const words = requestPageWords(page.language).deletion;
  const remove = useMutation({ mutationFn: () => deleteRequest(token), onSuccess: onDeleted });
  return (
    <section aria-labelledby="delete-data" className="grid gap-3 rounded-2xl border border-rose-900/70 p-5">
      <h2 id="delete-data" className="text-lg font-bold text-rose-200">
        {words.heading}
      </h2>
      <p className="text-mist">{words.body(artistName)}</p>
      <Dialog onOpenChange={() => remove.reset()}>
        <DialogTrigger asChild>
          <Button variant="destructive" className="justify-self-start">
            <Trash2 aria-hidden="true" className="size-4" />
            {words.open}
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{words.title}</DialogTitle>
            <DialogDescription>{words.description(artistName)}</DialogDescription>
          </DialogHeader>
          <DialogError error={remove.error} fallback={words.failed} />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="ghost">{words.keep}</Button>
            </DialogClose>
            <Button variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate()}>
              {remove.isPending ? words.deleting : words.confirm}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
