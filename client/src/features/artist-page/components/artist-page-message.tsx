import type { ReactNode } from 'react';

/** A full-width notice in place of an artist's page: not found, or not loaded. */
export function ArtistPageMessage({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <div className="mx-auto grid w-full max-w-xl justify-items-center gap-4 px-4 py-24 text-center sm:py-32">
      <div aria-hidden="true" className="h-1.5 w-16 rounded-full bg-accent" />
      <h1 className="text-3xl font-black tracking-tight text-balance sm:text-4xl">{title}</h1>
      <p className="text-lg text-mist">{children}</p>
      <div className="mt-4">{action}</div>
    </div>
  );
}
