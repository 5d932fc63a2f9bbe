import type { ReactNode } from 'react';

/** A titled panel with one line saying what it holds; used by tabs whose content comes later. */
export function PanelFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-dashed border-ink-600 bg-ink-900/60 px-6 py-12 text-center sm:px-10">
      <h2 className="text-2xl font-bold tracking-tight">{title}</h2>
      <p className="mx-auto mt-3 max-w-xl text-base text-mist">{children}</p>
    </section>
  );
}
