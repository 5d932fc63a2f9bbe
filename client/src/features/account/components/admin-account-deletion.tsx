import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Form } from '#client/components/form/form.tsx';
import { TextField } from '#client/components/form/text-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { serverMessageOf } from '#client/lib/api-client.ts';
import { formatDateTime } from '#client/lib/format-date-time.ts';
import {
  type AdminAccountDeletionRequest,
  adminAccountDeletionRequestSchema,
} from '#common/contracts/account.ts';
import { deleteAccountAsAdmin } from '../api/delete-account.ts';

/** Admins run the same deletion for an emailed request (spec §2 option 3). */
export function AdminAccountDeletion() {
  const form = useForm<AdminAccountDeletionRequest>({
    resolver: zodResolver(adminAccountDeletionRequestSchema),
    defaultValues: { email: '' },
  });
  const remove = useMutation({
    mutationFn: deleteAccountAsAdmin,
    onSuccess: () => form.reset(),
    onError: (error) =>
      form.setError('email', { message: serverMessageOf(error) ?? 'The account could not be deleted' }),
  });
  return (
    <Card aria-labelledby="admin-deletion-title">
      <CardHeader>
        <CardTitle id="admin-deletion-title">Delete an account</CardTitle>
        <CardDescription>
          For a deletion request sent by email: deletes the account with this email and everything in it, for
          good, and signs it out on every device.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Form
          form={form}
          idPrefix="admin-deletion"
          onSubmit={form.handleSubmit((values) => {
            if (window.confirm(`Delete ${values.email} and everything in the account for good?`))
              remove.mutate(values);
          })}
          className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
        >
          <TextField name="email" label="Account email" type="email" autoComplete="off" />
          <Button type="submit" variant="destructive" disabled={remove.isPending}>
            Delete Account
          </Button>
        </Form>
        {remove.data ? (
          <p role="status" className="text-mist">
            Deleted on {formatDateTime(remove.data.deletedAt)}. Confirmation code:{' '}
            <strong className="font-mono text-bone">{remove.data.confirmationCode}</strong>
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
