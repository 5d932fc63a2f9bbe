import { buttonClasses } from '#client/components/ui/button.tsx';

/** Start Free Trial: /api/login is a server redirect, so a plain link, never a fetch (spec §2). */
export function StartTrialLink({
  size = 'lg',
  variant = 'primary',
  className,
}: {
  size?: 'md' | 'lg';
  variant?: 'primary' | 'outline';
  className?: string;
}) {
  return (
    <a href="/api/login" className={buttonClasses({ size, variant, className })}>
      Start Free Trial
    </a>
  );
}
