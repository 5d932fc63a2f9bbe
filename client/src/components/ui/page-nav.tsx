import { Button } from './button.tsx';

/** Previous / "Page 2 of 5 · 93 emails" / Next under a paged admin list; nothing when there is one page. */
export function PageNav({
  label,
  noun,
  page,
  pageSize,
  total,
  onPageChange,
}: {
  /** The nav's accessible name, e.g. "Outbox pages". */
  label: string;
  /** What the list counts, plural: "emails", "jobs". */
  noun: string;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-end gap-2">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        Previous
      </Button>
      <span className="text-sm tabular-nums text-mist">
        Page {page} of {pageCount} · {total} {noun}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
