import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Form } from '#client/components/form/form.tsx';
import { TextField } from '#client/components/form/text-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { serverMessageOf, validationErrorOf } from '#client/lib/api-client.ts';
import { handlePlanRequired } from '#client/lib/plan-required.ts';
import { type CreateStudioInput, createStudioSchema } from '#common/contracts/studio-team.ts';
import { createStudio, myStudioQueryOptions } from '../api/studio-api.ts';

/** Issue #28 item 1: turn the account into a studio. The Studio plan's; a 402 shows the upgrade toast. */
export function CreateStudioCard() {
  const idPrefix = useId();
  const queryClient = useQueryClient();
  const form = useForm<CreateStudioInput>({
    defaultValues: { name: '', publicHandle: '' },
    resolver: zodResolver(createStudioSchema),
  });
  const create = useMutation({
    mutationFn: createStudio,
    onSuccess: (studio) => queryClient.setQueryData(myStudioQueryOptions().queryKey, { studio }),
    onError: (error) => {
      if (handlePlanRequired(error)) return;
      const fields = validationErrorOf(error)?.errors ?? {};
      const conflict = serverMessageOf(error);
      if (fields.name) form.setError('name', { message: fields.name });
      if (fields.publicHandle || /handle/i.test(conflict ?? '')) {
        form.setError('publicHandle', { message: fields.publicHandle ?? 'Another studio has this handle' });
      }
    },
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Make your account a studio</CardTitle>
        <CardDescription>
          Invite up to 3 artists and 3 front desk staff. Each artist keeps their own portfolio, leads and
          bookings; you and your front desk see the whole studio. Needs the Studio plan.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form
          form={form}
          idPrefix={idPrefix}
          onSubmit={form.handleSubmit((data) => create.mutate(data))}
          className="grid gap-4 sm:grid-cols-2"
        >
          <TextField name="name" label="Studio name" autoComplete="organization" />
          <TextField
            name="publicHandle"
            label="Public handle"
            hint="Your studio page: /s/handle"
            autoComplete="off"
          />
          <div className="sm:col-span-2">
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating…' : 'Create studio'}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
