import { Link } from 'wouter';

/** The Inkdesk wordmark, linking home. */
export function Brand() {
  return (
    <Link href="/" className="focus-ring inline-flex items-center gap-2.5 rounded-md text-bone">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#e11d48" />
        <path d="M16 6c-3.5 5.2-6 8.7-6 12a6 6 0 0 0 12 0c0-3.3-2.5-6.8-6-12Z" fill="#0b0b0d" />
      </svg>
      <span className="text-xl font-black tracking-tight">Inkdesk</span>
    </Link>
  );
}
