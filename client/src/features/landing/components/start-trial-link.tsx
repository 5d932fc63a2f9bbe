import { buttonClasses } from '#client/components/ui/button.tsx';
import type { PlanId } from '#common/constants/plans.ts';

/**
 * Start Free Trial: /api/login is a server redirect, so a plain link, never a fetch (spec §2). A pricing card's
 * link carries its plan into sign-up, and checkout offers it first (issue #27, decision 070).
 */
export function StartTrialLink({
  plan,
  size = 'lg',
  variant = 'primary',
  className,
}: {
  plan?: PlanId;
  size?: 'md' | 'lg';
  variant?: 'primary' | 'outline';
  className?: string;
}) {
  return (
    <a
      href={plan ? `/api/login?plan=${plan}` : '/api/login'}
      className={buttonClasses({ size, variant, className })}
    >
      Start Free Trial
    </a>
  );
}
