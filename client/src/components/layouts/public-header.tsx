import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { Brand } from './brand.tsx';
import { LANDING_SECTIONS } from './landing-sections.ts';

/**
 * The public site's top bar: section links, Get Started, and on small screens a menu button that says
 * whether its menu is open (aria-expanded) and closes with Escape. `sectionsHref` is '' on the landing
 * page and '/' elsewhere, so the links jump within the landing or load it at that section.
 */
export function PublicHeader({ sectionsHref }: { sectionsHref: '' | '/' }) {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isMenuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isMenuOpen]);

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
          <button
            ref={menuButton}
            type="button"
            className="focus-ring inline-flex size-10 items-center justify-center rounded-lg text-bone hover:bg-ink-800 md:hidden"
            aria-label="Menu"
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            onClick={() => setIsMenuOpen((open) => !open)}
          >
            {isMenuOpen ? (
              <X aria-hidden="true" className="size-6" strokeWidth={2.25} />
            ) : (
              <Menu aria-hidden="true" className="size-6" strokeWidth={2.25} />
            )}
          </button>
        </div>
      </div>
      <nav
        id={menuId}
        aria-label="Menu"
        hidden={!isMenuOpen}
        className="absolute inset-x-0 top-full border-b border-ink-800 bg-ink-950 md:hidden"
      >
        <ul className="mx-auto grid w-full max-w-6xl gap-1 px-4 py-3">
          {links.map(({ href, label }) => (
            <li key={href}>
              <a
                href={href}
                className="focus-ring block rounded-lg px-3 py-3 text-lg font-semibold hover:bg-ink-800"
                onClick={() => setIsMenuOpen(false)}
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
