import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Form } from '#client/components/form/form.tsx';
import { SelectField } from '#client/components/form/select-field.tsx';
import { TextField } from '#client/components/form/text-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { serverMessageOf, validationErrorOf } from '#client/lib/api-client.ts';
import { type ReassignLeadInput, reassignLeadSchema } from '#common/contracts/studio-team.ts';

/**
 * Moves a lead or an Inbox thread to another artist of the studio, with the reason the artist reads (decision 073).
 * `invalidates`: the query keys whose lists the move changes.
 */
export function ReassignForm({
  artists,
  hint,
  reassign,
  invalidates,
}: {
  artists: Array<{ userId: string; name: string | null; email: string | null }>;
  hint: string;
  reassign: (data: ReassignLeadInput) => Promise<unknown>;
  invalidates: string[];
}) {
  const idPrefix = useId();
  const queryClient = useQueryClient();
  const form = useForm<ReassignLeadInput>({
    defaultValues: { artistId: artists[0]!.userId, reason: '' },
    resolver: zodResolver(reassignLeadSchema),
  });
  const mutation = useMutation({
    mutationFn: reassign,
    onSuccess: () => {
      form.reset({ artistId: artists[0]!.userId, reason: '' });
      return Promise.all(invalidates.map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
    },
    onError: (error) => {
      const fields = validationErrorOf(error)?.errors ?? {};
      form.setError('reason', {
        message:
          fields.reason ?? fields.artistId ?? serverMessageOf(error) ?? 'Not reassigned. Please try again.',
      });
    },
  });
  return (
    <Form
      form={form}
      idPrefix={idPrefix}
      onSubmit={form.handleSubmit((data) => mutation.mutate(data))}
      className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end"
    >
      <SelectField
        name="artistId"
        label="Reassign to"
        options={artists.map((artist) => [artist.userId, artist.name ?? artist.email ?? 'Unnamed'] as const)}
      />
      <TextField name="reason" label="Why" hint={hint} />
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? 'Moving…' : 'Reassign'}
      </Button>
    </Form>
  );
}
