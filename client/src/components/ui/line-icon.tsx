import { cn } from '#client/lib/cn.ts';

/**
 * A 24×24 line icon stroked in the current colour and hidden from screen readers. Each feature keeps its
 * own table of paths, so a page ships only the icons it draws.
 */
export function LineIcon({ path, className }: { path: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={cn('shrink-0', className)}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}
