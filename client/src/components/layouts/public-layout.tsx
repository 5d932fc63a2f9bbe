import type { ReactNode } from 'react';
import { PublicFooter } from './public-footer.tsx';
import { PublicHeader } from './public-header.tsx';

/**
 * Header and footer for the pages anyone can open: landing, legal and demo pages. Links between these
 * pages are plain anchors: each is its own prerendered document, so a full load starts at the top, jumps
 * to its #section and is as quick as a client-side route change (docs/decisions/004).
 */
export function PublicLayout({ isLanding = false, children }: { isLanding?: boolean; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-ink-950 text-bone">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-lg focus:bg-bone focus:px-4 focus:py-2 focus:font-semibold focus:text-ink-950"
      >
        Skip to content
      </a>
      <PublicHeader sectionsHref={isLanding ? '' : '/'} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <PublicFooter sectionsHref={isLanding ? '' : '/'} />
    </div>
  );
}
