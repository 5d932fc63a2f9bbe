import type { ReactNode } from 'react';

/** The bar on top of signed-in pages: something on the left (brand or back link), actions on the right. */
export function AppHeader({ start, end }: { start: ReactNode; end: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b border-ink-800 bg-ink-950/90 backdrop-blur">
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <div className="flex min-w-0 items-center gap-3">{start}</div>
        <div className="flex min-w-0 items-center gap-3">{end}</div>
      </div>
    </header>
  );
}
