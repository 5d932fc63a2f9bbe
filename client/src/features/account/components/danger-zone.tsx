import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form } from '#client/components/form/form.tsx';
import { TextField } from '#client/components/form/text-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
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
import { type DeleteAccountRequest, deleteAccountRequestSchema } from '#common/contracts/account.ts';
import { deleteAccount } from '../api/delete-account.ts';
import { AccountDeletedNotice } from './account-deleted-notice.tsx';

/** Settings → Danger Zone → Delete Account (spec §2 option 1), confirmed by typing the artist name. */
export function DangerZone({ confirmationName }: { confirmationName: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const form = useForm<DeleteAccountRequest>({
    resolver: zodResolver(deleteAccountRequestSchema),
    defaultValues: { confirmation: '' },
  });
  const remove = useMutation({ mutationFn: deleteAccount });
  const typed = form.watch('confirmation');

  return (
    <Card aria-labelledby="danger-zone-title" className="border-rose-900/70">
      <CardHeader>
        <CardTitle id="danger-zone-title" className="text-rose-200">
          Danger Zone
        </CardTitle>
        <CardDescription>
          Deleting your account removes everything in it for good and signs you out on every device.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Dialog
          open={isOpen || remove.isSuccess}
          onOpenChange={(open) => {
            // The account is gone: closing the confirmation leaves the dashboard for the home page.
            if (remove.isSuccess) return window.location.assign('/');
            setIsOpen(open);
            if (!open) form.reset();
            remove.reset();
          }}
        >
          <DialogTrigger asChild>
            <Button variant="destructive">Delete Account</Button>
          </DialogTrigger>
          <DialogContent>
            {remove.data ? (
              <AccountDeletedNotice result={remove.data} />
            ) : (
              <Form
                form={form}
                idPrefix="delete-account"
                onSubmit={form.handleSubmit((values) => remove.mutate(values))}
                className="grid gap-4"
              >
                <DialogHeader>
                  <DialogTitle>Delete your account?</DialogTitle>
                  <DialogDescription>
                    This deletes your profile, portfolio and its images, leads, client conversations,
                    Instagram connection and usage records. It cannot be undone.
                  </DialogDescription>
                </DialogHeader>
                <TextField
                  name="confirmation"
                  label={`Type ${confirmationName} to confirm`}
                  autoComplete="off"
                  spellCheck={false}
                />
                <DialogError
                  error={remove.error}
                  fallback="The account could not be deleted. Please try again."
                />
                <DialogFooter>
                  <DialogClose asChild>
                    <Button variant="ghost">Cancel</Button>
                  </DialogClose>
                  <Button
                    type="submit"
                    variant="destructive"
                    disabled={remove.isPending || typed.trim() !== confirmationName.trim()}
                  >
                    {remove.isPending ? 'Deleting…' : 'Delete Account'}
                  </Button>
                </DialogFooter>
              </Form>
            )}
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
