import { getSupportEmail } from '#client/lib/support-email.ts';
import { Brand } from './brand.tsx';
import { LANDING_SECTIONS } from './landing-sections.ts';

interface FooterLink {
  label: string;
  /** Without an href the link is a placeholder: shown as text marked "Coming soon", never `href="#"`. */
  href?: string;
}

const linkClasses = 'focus-ring rounded text-mist hover:text-bone';

/** The public site's footer (spec §2): real links to /privacy and /terms; pages not built yet are marked. */
export function PublicFooter({ sectionsHref }: { sectionsHref: '' | '/' }) {
  const supportEmail = getSupportEmail();
  const columns: Array<{ title: string; links: FooterLink[] }> = [
    {
      title: 'Product',
      links: [
        ...LANDING_SECTIONS.map(({ id, label }) => ({ label, href: `${sectionsHref}#${id}` })),
        { label: 'Storage demo', href: '/demo/storage' },
      ],
    },
    {
      title: 'Company',
      links: [{ label: 'About' }, { label: 'Blog' }, { label: 'Careers' }],
    },
    {
      title: 'Legal',
      links: [
        { label: 'Privacy Policy', href: '/privacy' },
        { label: 'Terms of Service', href: '/terms' },
        { label: 'Data Deletion', href: '/data-deletion' },
      ],
    },
    {
      title: 'Support',
      links: [{ label: supportEmail, href: `mailto:${supportEmail}` }, { label: 'Help Center' }],
    },
  ];

  return (
    <footer className="border-t border-ink-800 bg-ink-900/40">
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.2fr_2fr]">
        <div className="grid content-start gap-3">
          <Brand />
          <p className="max-w-xs text-sm text-mist">
            The AI front desk for tattoo artists: every DM answered, every client qualified.
          </p>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {columns.map(({ title, links }) => (
            <nav key={title} aria-label={title}>
              <h2 className="text-sm font-bold tracking-wide text-bone uppercase">{title}</h2>
              <ul className="mt-4 grid gap-3 text-sm">
                {links.map(({ label, href }) => (
                  <li key={label} className="break-words">
                    {href ? (
                      <a href={href} className={linkClasses}>
                        {label}
                      </a>
                    ) : (
                      <span className="text-mist">
                        {label}{' '}
                        <span className="ml-1 inline-block rounded bg-ink-800 px-1.5 py-0.5 text-xs whitespace-nowrap text-mist">
                          Coming soon
                        </span>
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-ink-800">
        <p className="mx-auto w-full max-w-6xl px-4 py-6 text-sm text-mist sm:px-6">
          © Inkdesk. Made for tattoo artists and the studios they work in.
        </p>
      </div>
    </footer>
  );
}
