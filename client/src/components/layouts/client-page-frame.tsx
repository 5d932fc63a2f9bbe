import type { ReactNode } from 'react';
import type { ClientBrand } from '#common/domain/studio/white-label.ts';
import { brandAccentStyle } from './brand-accent.ts';

/**
 * The frame of a page clients open to reach an artist or a studio (/a/:handle, /s/:handle): never Inkdesk's
 * marketing header or footer (issue #28 item 5), only whose page it is. A studio's white-label brand (logo, name,
 * accent colour) replaces even the small "Powered by Inkdesk" line.
 */
export function ClientPageFrame({
  name,
  brand,
  children,
}: {
  /** Whose page this is: the artist's or the studio's name, shown when there is no brand. */
  name: string | null;
  brand: ClientBrand | null;
  children: ReactNode;
}) {
  const shownName = brand?.name ?? name;
  return (
    <div className="flex min-h-dvh flex-col bg-ink-950 text-bone" style={brandAccentStyle(brand)}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-lg focus:bg-bone focus:px-4 focus:py-2 focus:font-semibold focus:text-ink-950"
      >
        Skip to content
      </a>
      {shownName ? (
        <header className="border-b border-ink-800">
          <div className="mx-auto flex w-full max-w-6xl items-center gap-3 px-4 py-3 sm:px-6">
            {brand?.logoUrl ? (
              <img src={brand.logoUrl} alt="" className="size-8 rounded-md object-cover" />
            ) : null}
            <span className="truncate text-lg font-black tracking-tight">{shownName}</span>
          </div>
        </header>
      ) : null}
      <main id="main" className="flex-1">
        {children}
      </main>
      {brand ? null : (
        <footer className="border-t border-ink-800 px-4 py-4 text-center text-sm text-mist">
          Powered by{' '}
          <a href="/" className="focus-ring rounded underline-offset-4 hover:underline">
            Inkdesk
          </a>
        </footer>
      )}
    </div>
  );
}
