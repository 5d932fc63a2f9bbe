import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { getSupportEmail } from '#client/lib/support-email.ts';
import type { SalesRequestFormValues } from '../sales-request-form.ts';

// The form (Radix dialog, react-hook-form) downloads on the first hover, focus or click, not with the page.
const loadDialog = () => import('./contact-sales-dialog.tsx');
const ContactSalesDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.ContactSalesDialog })),
);

/**
 * Studio's Contact Sales (spec §9 wording): an email to the support address on the prerendered page before its
 * script runs, and once hydrated a button that opens the form (issue #27 item 7).
 */
export function ContactSalesButton({
  className,
  size = 'lg',
  defaults,
}: {
  className?: string;
  size?: 'md' | 'lg';
  defaults?: Partial<SalesRequestFormValues>;
}) {
  const [isOpen, setIsOpen] = useState(false);
  // Counts openings: each opening is a new form, so a sent request's confirmation does not greet the next one.
  const [openings, setOpenings] = useState(0);
  const [isHydrated, setIsHydrated] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  useEffect(() => setIsHydrated(true), []);
  const open = () => {
    setOpenings((count) => count + 1);
    setIsOpen(true);
  };
  return (
    <>
      <a
        ref={trigger}
        href={`mailto:${getSupportEmail()}?subject=${encodeURIComponent('Inkdesk Studio plan')}`}
        role={isHydrated ? 'button' : undefined}
        aria-haspopup={isHydrated ? 'dialog' : undefined}
        className={buttonClasses({ variant: 'outline', size, className })}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={(event) => {
          event.preventDefault();
          open();
        }}
        onKeyDown={(event) => {
          if (event.key !== ' ') return;
          event.preventDefault();
          open();
        }}
      >
        Contact Sales
      </a>
      {openings > 0 ? (
        <Suspense fallback={null}>
          <ContactSalesDialog
            key={openings}
            isOpen={isOpen}
            defaults={defaults}
            returnFocusTo={trigger}
            onOpenChange={setIsOpen}
          />
        </Suspense>
      ) : null}
    </>
  );
}
