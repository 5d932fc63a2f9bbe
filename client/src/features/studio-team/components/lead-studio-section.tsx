import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Form } from '#client/components/form/form.tsx';
import { SelectField } from '#client/components/form/select-field.tsx';
import { TextField } from '#client/components/form/text-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { serverMessageOf, validationErrorOf } from '#client/lib/api-client.ts';
import { type ReassignLeadInput, reassignLeadSchema } from '#common/contracts/studio-team.ts';
import { routingByWords } from '#common/contracts/studios.ts';
import { myStudioQueryOptions, reassignLead, studioLeadQueryOptions } from '../api/studio-api.ts';

/**
 * In a lead's details, for a studio's owner and front desk (decision 073): which artist has the lead, how and why
 * it got there, and moving it to another artist of the studio. `bookingSections` (the booking actions) follow: the
 * server runs them on the lead's own artist's calendar, whoever of the studio's managers acts.
 */
export function LeadStudioSection({
  leadId,
  bookingSections,
}: {
  leadId: string;
  bookingSections: ReactNode;
}) {
  const studio = useQuery(myStudioQueryOptions());
  const view = studio.data?.studio;
  const isManager = !!view && view.role !== 'artist';
  const lead = useQuery({ ...studioLeadQueryOptions(leadId), enabled: isManager }).data?.lead;
  if (studio.isPending || (isManager && !lead)) return null;
  if (!isManager || !lead) return bookingSections;
  const artists = view.members.filter(
    (member) => member.role !== 'front_desk' && member.userId !== lead.artistId,
  );
  return (
    <>
      <section
        aria-labelledby={`studio-${leadId}`}
        className="grid gap-3 rounded-lg border border-ink-700 p-4"
      >
        <h3 id={`studio-${leadId}`} className="font-semibold">
          Studio
        </h3>
        <p>
          With <span className="font-semibold">{lead.artistName ?? 'an unnamed artist'}</span>
          {lead.routing
            ? ` · ${lead.routing.how === 'reassigned' ? `Reassigned${routingByWords(lead.routing)}` : 'Routed'}: ${lead.routing.reason}`
            : ''}
        </p>
        {artists.length ? <ReassignForm leadId={leadId} artists={artists} /> : null}
      </section>
      {bookingSections}
    </>
  );
}
function ReassignForm({
  leadId,
  artists,
}: {
  leadId: string;
  artists: Array<{ userId: string; name: string | null; email: string | null }>;
}) {
  const idPrefix = useId();
  const queryClient = useQueryClient();
  const form = useForm<ReassignLeadInput>({
    defaultValues: { artistId: artists[0]!.userId, reason: '' },
    resolver: zodResolver(reassignLeadSchema),
  });
  const reassign = useMutation({
    mutationFn: (data: ReassignLeadInput) => reassignLead(leadId, data),
    onSuccess: () => {
      form.reset({ artistId: artists[0]!.userId, reason: '' });
      // The lists and this lead; the booking section was the first artist's and goes with the lead.
      return queryClient.invalidateQueries({ queryKey: ['/api/admin/leads'] });
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
      onSubmit={form.handleSubmit((data) => reassign.mutate(data))}
      className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end"
    >
      <SelectField
        name="artistId"
        label="Reassign to"
        options={artists.map((artist) => [artist.userId, artist.name ?? artist.email ?? 'Unnamed'] as const)}
      />
      <TextField name="reason" label="Why" hint="The artist sees this on the lead" />
      <Button type="submit" disabled={reassign.isPending}>
        {reassign.isPending ? 'Moving…' : 'Reassign'}
      </Button>
    </Form>
  );
}
