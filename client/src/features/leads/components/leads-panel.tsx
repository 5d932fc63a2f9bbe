import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { getLeadsQueryOptions } from '../api/get-leads.ts';
import { LEADS_EXPORT_URL } from '../api/lead-keys.ts';
import { FitFilter, type FitFilterValue } from './fit-filter.tsx';
import { LeadCard } from './lead-card.tsx';
import { LeadDetailsDialog } from './lead-details-dialog.tsx';
import { LeadsMessage } from './leads-message.tsx';

/** The artist dashboard's Leads tab (spec §2): their own leads, filtered by fit, with details and CSV export. */
export function LeadsPanel() {
  const leads = useQuery(getLeadsQueryOptions());
  const [fit, setFit] = useState<FitFilterValue>('all');
  const [openLeadId, setOpenLeadId] = useState<string | null>(null);
  const shown = (leads.data ?? []).filter((lead) => fit === 'all' || lead.fitScore === fit);

  return (
    <section aria-labelledby="leads-heading" className="grid gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h2 id="leads-heading" className="text-2xl font-bold tracking-tight">
            Leads
          </h2>
          <p className="text-mist">Clients your AI front desk talked to, scored against your work.</p>
        </div>
        {leads.data?.length ? (
          <a href={LEADS_EXPORT_URL} download className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            Export CSV
          </a>
        ) : null}
      </div>
      <FitFilter value={fit} onChange={setFit} />

      {leads.isPending ? (
        <div role="status" aria-label="Loading leads" className="flex justify-center py-12">
          <Spinner />
        </div>
      ) : leads.isError ? (
        <LeadsMessage title="Error loading leads. Please try again." isError>
          <Button variant="outline" size="sm" onClick={() => leads.refetch()}>
            Try again
          </Button>
        </LeadsMessage>
      ) : leads.data.length === 0 ? (
        <LeadsMessage title="No leads yet">
          <p className="max-w-md text-mist">
            When a client finishes a consultation with your assistant and saves it, they show up here.
          </p>
        </LeadsMessage>
      ) : shown.length === 0 ? (
        <LeadsMessage title={`No ${fit} interest leads`} />
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label="Leads">
          {shown.map((lead) => (
            <LeadCard key={lead.id} lead={lead} onViewDetails={() => setOpenLeadId(lead.id)} />
          ))}
        </ul>
      )}
      <LeadDetailsDialog leadId={openLeadId} onClose={() => setOpenLeadId(null)} />
    </section>
  );
}
