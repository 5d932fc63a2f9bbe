import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { getLeadPageQueryOptions } from '../api/get-leads.ts';
import { LEADS_EXPORT_URL } from '../api/lead-keys.ts';
import { usePageOf } from '../hooks/use-page-of.ts';
import { FitFilter, type FitFilterValue } from './fit-filter.tsx';
import { LeadCard } from './lead-card.tsx';
import { LeadDetailsDialog } from './lead-details-dialog.tsx';
import { LeadsMessage } from './leads-message.tsx';
import { PaginationControls } from './pagination-controls.tsx';

/** Two columns of cards on wide screens: an even page fills both. */
const PAGE_SIZE = 20;

/** The tab's words, for an artist's own leads or, for a studio's front desk, the studio's (decision 073). */
const LEADS_WORDS = {
  artist: {
    description: 'Clients your AI front desk talked to, scored against your work.',
    empty: 'When a client finishes a consultation with your assistant and saves it, they show up here.',
  },
  studio: {
    description: 'Clients the studio’s assistant talked to, scored against each artist’s work.',
    empty:
      'When a client finishes a consultation with the studio’s assistant and saves it, they show up here.',
  },
} as const;

/**
 * The artist dashboard's Leads tab (spec §2): the leads a page at a time (an artist's own; a studio's for its front
 * desk, `audience` 'studio'), filtered by fit on the server, with each filter's count, details and CSV export
 * (docs/decisions/026).
 */
export function LeadsPanel({ audience }: { audience: keyof typeof LEADS_WORDS }) {
  const words = LEADS_WORDS[audience];
  const [fit, setFit] = useState<FitFilterValue>('all');
  const [page, setPage] = usePageOf(fit);
  const [openLeadId, setOpenLeadId] = useState<string | null>(null);
  const leads = useQuery(
    getLeadPageQueryOptions({ fitScore: fit === 'all' ? undefined : fit, page, pageSize: PAGE_SIZE }),
  );
  const counts = leads.data?.counts?.byFit;
  const hasAnyLead = counts !== undefined && Object.values(counts).some((count) => count > 0);

  return (
    <section aria-labelledby="leads-heading" className="grid gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h2 id="leads-heading" className="flex items-center gap-3 text-2xl font-bold tracking-tight">
            Leads
            {leads.isFetching && !leads.isPending ? <Spinner className="size-5 border-2" /> : null}
          </h2>
          <p className="text-mist">{words.description}</p>
        </div>
        {hasAnyLead ? (
          <a href={LEADS_EXPORT_URL} download className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            Export CSV
          </a>
        ) : null}
      </div>
      <FitFilter value={fit} onChange={setFit} counts={counts} />

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
      ) : !hasAnyLead ? (
        <LeadsMessage title="No leads yet">
          <p className="max-w-md text-mist">{words.empty}</p>
        </LeadsMessage>
      ) : leads.data.total === 0 ? (
        <LeadsMessage title={`No ${fit} interest leads`} />
      ) : (
        <>
          <ul className="grid gap-4 lg:grid-cols-2" aria-label="Leads" aria-busy={leads.isFetching}>
            {leads.data.leads.map((lead) => (
              <LeadCard key={lead.id} lead={lead} onViewDetails={() => setOpenLeadId(lead.id)} />
            ))}
          </ul>
          <PaginationControls
            page={leads.data.page}
            pageSize={leads.data.pageSize}
            total={leads.data.total}
            onPageChange={setPage}
          />
        </>
      )}
      <LeadDetailsDialog leadId={openLeadId} onClose={() => setOpenLeadId(null)} />
    </section>
  );
}
