import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { LEAD_SEARCH_COUNT_CAP } from '#common/contracts/leads.ts';
import { getLeadPageQueryOptions } from '../api/get-leads.ts';
import { formatCount } from '../format-count.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { usePageOf } from '../hooks/use-page-of.ts';
import { AdminLeadRow } from './admin-lead-row.tsx';
import { LeadDetailsDialog } from './lead-details-dialog.tsx';
import { type LeadFilters, LeadSearchControls } from './lead-search-controls.tsx';
import { LeadsMessage } from './leads-message.tsx';
import { PaginationControls } from './pagination-controls.tsx';

const PAGE_SIZE = 20;
/** Long enough to span a burst of typing, short enough to feel live. */
const SEARCH_DEBOUNCE_MS = 300;

/** The admin dashboard's Lead Management tab (spec §2): every artist's leads, searched and paged on the server. */
export function LeadManagementPanel() {
  const [filters, setFilters] = useState<LeadFilters>({ search: '', status: '', fitScore: '' });
  const q = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS);
  // A page belongs to the search it was chosen in; a new search or filter starts again at page 1.
  const [page, setPage] = usePageOf([q, filters.status, filters.fitScore]);
  const [openLeadId, setOpenLeadId] = useState<string | null>(null);

  const results = useQuery(
    getLeadPageQueryOptions(
      {
        q,
        status: filters.status || undefined,
        fitScore: filters.fitScore || undefined,
        page,
        pageSize: PAGE_SIZE,
      },
      { search: true },
    ),
  );

  return (
    <section aria-labelledby="lead-management-heading" className="grid gap-5">
      <div className="flex items-center gap-3">
        <h2 id="lead-management-heading" className="text-2xl font-bold tracking-tight">
          Lead Management
        </h2>
        {results.isFetching && !results.isPending ? <Spinner className="size-5 border-2" /> : null}
      </div>
      <LeadSearchControls filters={filters} onChange={setFilters} counts={results.data?.counts} />
      {results.data?.counts === null ? (
        <p className="text-sm text-mist">
          This search matches more than {formatCount(LEAD_SEARCH_COUNT_CAP)} leads, too many to count by
          status and fit. Add to the search to narrow it down.
        </p>
      ) : null}

      {results.isPending ? (
        <div role="status" aria-label="Loading leads" className="flex justify-center py-12">
          <Spinner />
        </div>
      ) : results.isError ? (
        <LeadsMessage title="Error loading leads. Please try again." isError>
          <Button variant="outline" size="sm" onClick={() => results.refetch()}>
            Try again
          </Button>
        </LeadsMessage>
      ) : results.data.leads.length === 0 ? (
        <LeadsMessage title="No leads found matching your criteria." />
      ) : (
        <>
          <ul className="grid gap-4" aria-label="Leads" aria-busy={results.isFetching}>
            {results.data.leads.map((lead) => (
              <AdminLeadRow key={lead.id} lead={lead} onViewDetails={() => setOpenLeadId(lead.id)} />
            ))}
          </ul>
          <PaginationControls
            page={results.data.page}
            pageSize={results.data.pageSize}
            total={results.data.total}
            totalIsCapped={results.data.totalIsCapped}
            onPageChange={setPage}
          />
        </>
      )}
      <LeadDetailsDialog leadId={openLeadId} onClose={() => setOpenLeadId(null)} showArtistName />
    </section>
  );
}
