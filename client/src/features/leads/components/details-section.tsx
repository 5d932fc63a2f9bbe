import type { ReactNode } from 'react';

/** A titled block of the lead details dialog. */
export function DetailsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3 border-t border-ink-700 pt-5" aria-label={title}>
      <h3 className="text-lg font-bold">{title}</h3>
      {children}
    </section>
  );
}
