import type { ReactNode } from 'react';
import { PROSE_CLASSES } from './legal-page.tsx';

/** One way to have data deleted: a numbered card with its steps. */
export function DeletionOption({
  number,
  title,
  children,
}: {
  number: number;
  title: string;
  children: ReactNode;
}) {
  const headingId = `deletion-option-${number}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-ink-700 bg-ink-900 p-6 sm:p-8">
      <p className="text-sm font-bold tracking-widest text-rose-400 uppercase">Option {number}</p>
      <h2 id={headingId} className="mt-2 text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <div className={`mt-4 ${PROSE_CLASSES}`}>{children}</div>
    </section>
  );
}
