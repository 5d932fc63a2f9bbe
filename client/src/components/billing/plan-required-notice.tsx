import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { billingPath, planRequiredOf } from '#client/lib/plan-required.ts';
import { type PlanId, planById } from '#common/constants/plans.ts';

/** In place of what the artist's plan does not include: the plan it needs, why, and an Upgrade link to Billing. */
export function PlanNotice({ requiredPlan, message }: { requiredPlan: PlanId; message: string }) {
  const plan = planById(requiredPlan);
  return (
    <div className="grid justify-items-center gap-3 rounded-2xl border border-accent/40 bg-accent/10 px-6 py-8 text-center">
      <p className="text-lg font-semibold">Needs the {plan.name} plan</p>
      <p className="max-w-prose text-mist">{message}</p>
      <Link href={billingPath(plan.id)} className={buttonClasses({ size: 'md' })}>
        Upgrade to {plan.name}
      </Link>
    </div>
  );
}

/**
 * In place of a panel whose read failed: for a 402 (issue #27) the server's words, naming the plan, and an Upgrade
 * link to Billing; for any other failure the panel's own message, `fallback`.
 */
export function PlanRequiredNotice({ error, fallback }: { error: unknown; fallback: ReactNode }) {
  const body = planRequiredOf(error);
  return body ? <PlanNotice requiredPlan={body.requiredPlan} message={body.message} /> : fallback;
}
