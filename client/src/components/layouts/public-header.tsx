import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { Brand } from './brand.tsx';
import { LANDING_SECTIONS } from './landing-sections.ts';

/**
 * The public site's top bar: section links, Get Started, and on small screens a menu. The menu is a
 * `<details>`, so a tap works on the prerendered page before any script runs (issue #12); once hydrated it
 * also says whether it is open (aria-expanded), closes with Escape and closes when a link is followed.
 * `sectionsHref` is '' on the landing page and '/' elsewhere, so the links jump within the landing or load
 * it at that section.
 */
export function PublicHeader({ sectionsHref }: { sectionsHref: '' | '/' }) {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuId = useId();
  const menu = useRef<HTMLDetailsElement>(null);
  const closeMenu = () => {
    if (menu.current) menu.current.open = false;
  };

  // A menu opened before hydration is already open: read its state rather than assume it closed.
  useEffect(() => setIsMenuOpen(menu.current?.open ?? false), []);

  // Listening all along, and reading the menu's own state: the `toggle` event that tells React the menu opened
  // comes a task later, and an Escape pressed before it must still close the menu.
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !menu.current?.open) return;
      menu.current.open = false;
      menu.current.querySelector('summary')?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, []);

  const links = LANDING_SECTIONS.map(({ id, label }) => ({ href: `${sectionsHref}#${id}`, label }));

  return (
    <header className="sticky top-0 z-40 border-b border-ink-800 bg-ink-950/90 backdrop-blur">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Brand />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-8">
            {links.map(({ href, label }) => (
              <li key={href}>
                <a href={href} className="focus-ring rounded font-semibold text-mist hover:text-bone">
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {/* /api/login is a server redirect, so a plain link, never a fetch. */}
          <a href="/api/login" className={buttonClasses({ size: 'sm' })}>
            Get Started
          </a>
          <details
            ref={menu}
            className="group md:hidden"
            onToggle={(event) => setIsMenuOpen(event.currentTarget.open)}
          >
            {/* biome-ignore lint/a11y/useSemanticElements: a summary works before hydration, a button does not; role="button" with aria-expanded is the GitHub details-menu pattern. */}
            <summary
              role="button"
              aria-label="Menu"
              aria-expanded={isMenuOpen}
              aria-controls={menuId}
              className="focus-ring inline-flex size-10 cursor-pointer list-none items-center justify-center rounded-lg text-bone hover:bg-ink-800 [&::-webkit-details-marker]:hidden"
            >
              <Menu aria-hidden="true" className="size-6 group-open:hidden" strokeWidth={2.25} />
              <X aria-hidden="true" className="hidden size-6 group-open:block" strokeWidth={2.25} />
            </summary>
            <nav
              id={menuId}
              aria-label="Menu"
              className="absolute inset-x-0 top-full border-b border-ink-800 bg-ink-950"
            >
              <ul className="mx-auto grid w-full max-w-6xl gap-1 px-4 py-3">
                {links.map(({ href, label }) => (
                  <li key={href}>
                    <a
                      href={href}
                      className="focus-ring block rounded-lg px-3 py-3 text-lg font-semibold hover:bg-ink-800"
                      onClick={closeMenu}
                    >
                      {label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
