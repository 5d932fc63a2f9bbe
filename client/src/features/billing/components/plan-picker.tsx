import type { ReactNode } from 'react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import { PLANS, type PlanId } from '#common/constants/plans.ts';
import type { BillingStatus } from '#common/contracts/billing.ts';
import { isCheckoutPlan, isPaying } from '../billing-words.ts';
import { useBillingRedirect } from '../hooks/use-billing-redirect.ts';

/**
 * The three plans to choose from (spec §9, the landing's words). Starter and Professional go to checkout; Studio
 * is `contactSales`. An account that already pays changes its plan in the portal instead, so checkout never
 * starts a second subscription. `highlighted` is offered first: the plan a gated feature asked for, else the one
 * picked on the pricing page.
 */
export function PlanPicker({
  status,
  highlighted,
  contactSales,
}: {
  status: BillingStatus;
  highlighted: PlanId;
  contactSales: ReactNode;
}) {
  const redirect = useBillingRedirect();
  const paying = isPaying(status);
  return (
    <ul className="grid gap-4 lg:grid-cols-3" aria-label="Plans">
      {PLANS.map((plan) => {
        const planId = plan.id;
        const isCurrent = paying && status.plan === plan.id;
        const isPending =
          redirect.isPending && redirect.variables?.to === 'checkout' && redirect.variables.plan === plan.id;
        return (
          <li
            key={plan.id}
            aria-label={plan.name}
            className={cn(
              'grid content-start gap-4 rounded-2xl border p-5',
              plan.id === highlighted ? 'border-accent bg-accent/10' : 'border-ink-700 bg-ink-900',
            )}
          >
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="text-xl font-bold">{plan.name}</h3>
              {isCurrent ? <Badge>Current plan</Badge> : null}
              {!isCurrent && plan.id === highlighted ? <Badge variant="secondary">Suggested</Badge> : null}
            </div>
            <p className="flex items-baseline gap-1">
              <span className="text-3xl font-black">${plan.pricePerMonth}</span>
              <span className="text-mist">/month</span>
            </p>
            {!isCheckoutPlan(planId) ? (
              contactSales
            ) : paying ? (
              <Button
                variant="outline"
                disabled={isCurrent || redirect.isPending}
                onClick={() => redirect.mutate({ to: 'portal' })}
              >
                {isCurrent ? 'Your plan' : `Switch to ${plan.name}`}
              </Button>
            ) : (
              <Button
                variant={plan.id === highlighted ? 'primary' : 'outline'}
                disabled={redirect.isPending}
                onClick={() => redirect.mutate({ to: 'checkout', plan: planId })}
              >
                {isPending ? 'Opening checkout…' : `Choose ${plan.name}`}
              </Button>
            )}
            <ul className="grid gap-1.5 text-sm text-bone/85">
              {plan.features.map((feature) => (
                <li key={feature}>· {feature}</li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
