import { Button } from '#client/components/ui/button.tsx';
import { formatCount } from '../format-count.ts';

/**
 * "Showing 26–50 of 1,234 leads" with Previous and Next. A capped total (a search past
 * LEAD_SEARCH_COUNT_CAP) reads "1,000+", and paging stops there.
 */
export function PaginationControls({
  page,
  pageSize,
  total,
  totalIsCapped = false,
  onPageChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  totalIsCapped?: boolean;
  onPageChange: (page: number) => void;
}) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const plus = totalIsCapped ? '+' : '';
  return (
    <nav aria-label="Lead pages" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-mist" aria-live="polite">
        Showing {formatCount(first)}–{formatCount(last)} of {formatCount(total)}
        {plus} {total === 1 ? 'lead' : 'leads'}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          Previous
        </Button>
        <span className="text-sm tabular-nums text-mist">
          Page {page} of {pageCount}
          {plus}
        </span>
        <Button
          variant="outline"
          size="sm"
          disabled={page >= pageCount}
          onClick={() => onPageChange(page + 1)}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
