import { fieldClasses, Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { cn } from '#client/lib/cn.ts';
import { FIT_SCORES, type FitScore, LEAD_STATUSES, type LeadStatus } from '#common/constants/statuses.ts';
import { LEAD_SEARCH_MAX_LENGTH, type LeadFilterCounts } from '#common/contracts/leads.ts';
import { formatCount } from '../format-count.ts';
import { FIT_LABELS, STATUS_LABELS } from '../lead-labels.ts';

export interface LeadFilters {
  search: string;
  status: LeadStatus | '';
  fitScore: FitScore | '';
}

/** "Booked (12)": how many leads the option would list, once the server has said (not past a search's cap). */
const withCount = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label} (${formatCount(count)})`;

/**
 * Admin Lead Management: the search box and the status and fit filters (spec §2), each option with its
 * count from the server (`counts`, docs/decisions/026).
 */
export function LeadSearchControls({
  filters,
  onChange,
  counts,
}: {
  filters: LeadFilters;
  onChange: (filters: LeadFilters) => void;
  counts?: LeadFilterCounts | null;
}) {
  const selectClasses = cn(fieldClasses, 'h-11 pr-8');
  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_11rem_11rem]">
      <div className="grid gap-1.5">
        <Label htmlFor="lead-search">Search leads</Label>
        <Input
          id="lead-search"
          type="search"
          value={filters.search}
          maxLength={LEAD_SEARCH_MAX_LENGTH}
          placeholder="Email, name or tattoo style"
          autoComplete="off"
          onChange={(event) => onChange({ ...filters, search: event.target.value })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="lead-status-filter">Filter by status</Label>
        <select
          id="lead-status-filter"
          value={filters.status}
          onChange={(event) => onChange({ ...filters, status: event.target.value as LeadFilters['status'] })}
          className={selectClasses}
        >
          <option value="">All statuses</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {withCount(STATUS_LABELS[status], counts?.byStatus[status])}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="lead-fit-filter">Filter by fit</Label>
        <select
          id="lead-fit-filter"
          value={filters.fitScore}
          onChange={(event) =>
            onChange({ ...filters, fitScore: event.target.value as LeadFilters['fitScore'] })
          }
          className={selectClasses}
        >
          <option value="">All fits</option>
          {FIT_SCORES.map((fit) => (
            <option key={fit} value={fit}>
              {withCount(FIT_LABELS[fit], counts?.byFit[fit])}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
