import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { routingByWords } from '#common/contracts/studios.ts';
import { myStudioQueryOptions, reassignLead, studioLeadQueryOptions } from '../api/studio-api.ts';
import { ReassignForm } from './reassign-form.tsx';

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
        {artists.length ? (
          <ReassignForm
            artists={artists}
            hint="The artist sees this on the lead"
            reassign={(data) => reassignLead(leadId, data)}
            // The lists and this lead; the booking section was the first artist's and goes with the lead.
            invalidates={['/api/admin/leads']}
          />
        ) : null}
      </section>
      {bookingSections}
    </>
  );
}
