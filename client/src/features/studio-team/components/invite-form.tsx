import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Form } from '#client/components/form/form.tsx';
import { SelectField } from '#client/components/form/select-field.tsx';
import { TextField } from '#client/components/form/text-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { serverMessageOf, validationErrorOf } from '#client/lib/api-client.ts';
import { type InviteToStudioInput, inviteToStudioSchema } from '#common/contracts/studio-team.ts';
import { inviteToStudio, myStudioQueryOptions } from '../api/studio-api.ts';

/** The owner invites by email (decision 073): the link goes by email and is shown once here to copy. */
export function InviteForm() {
  const idPrefix = useId();
  const queryClient = useQueryClient();
  const form = useForm<InviteToStudioInput>({
    defaultValues: { email: '', role: 'artist' },
    resolver: zodResolver(inviteToStudioSchema),
  });
  const invite = useMutation({
    mutationFn: inviteToStudio,
    onSuccess: () => {
      form.reset({ email: '', role: form.getValues('role') });
      return queryClient.invalidateQueries({ queryKey: myStudioQueryOptions().queryKey });
    },
    onError: (error) => {
      const fields = validationErrorOf(error)?.errors ?? {};
      form.setError('email', {
        message: fields.email ?? fields.role ?? serverMessageOf(error) ?? 'Not sent. Please try again.',
      });
    },
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Invite someone</CardTitle>
        <CardDescription>
          They sign in with this address and accept within 7 days. Up to 3 artists and 3 front desk; an open
          invite holds its seat.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Form
          form={form}
          idPrefix={idPrefix}
          onSubmit={form.handleSubmit((data) => invite.mutate(data))}
          className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
        >
          <TextField name="email" label="Email" type="email" autoComplete="off" />
          <SelectField
            name="role"
            label="Role"
            options={[
              ['artist', 'Artist'],
              ['front_desk', 'Front desk'],
            ]}
          />
          <Button type="submit" disabled={invite.isPending}>
            {invite.isPending ? 'Sending…' : 'Send invite'}
          </Button>
        </Form>
        {invite.data ? (
          <div role="status" className="grid gap-2 rounded-lg border border-ink-700 p-3 text-sm">
            <p>
              Invite sent to <span className="font-semibold">{invite.data.invite.email}</span>. The link,
              shown only now:
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <code className="min-w-0 flex-1 break-all text-mist">{invite.data.link}</code>
              <Button
                variant="outline"
                size="sm"
                onClick={() => navigator.clipboard?.writeText(invite.data.link).catch(() => undefined)}
              >
                Copy link
              </Button>
            </div>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
