import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';
import type { Plan } from '#common/constants/plans.ts';
import { Icon } from './icon.tsx';
import { StartTrialLink } from './start-trial-link.tsx';

/**
 * One plan of spec §9, word for word. Start Free Trial carries the plan into sign-up (/api/login?plan=, issue #27);
 * Studio's button is `contactSales`, the page's Contact Sales form.
 */
export function PlanCard({ plan, contactSales }: { plan: Plan; contactSales: ReactNode }) {
  return (
    <li
      className={cn(
        'relative grid content-start gap-6 rounded-3xl border p-7',
        plan.isMostPopular
          ? 'border-accent bg-linear-to-b from-accent/15 to-ink-900 shadow-2xl shadow-accent/10 lg:-my-4 lg:py-11'
          : 'border-ink-700 bg-ink-900',
      )}
    >
      {plan.isMostPopular ? (
        <p className="absolute -top-3.5 left-7 rounded-full bg-accent px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">
          Most Popular
        </p>
      ) : null}
      <div className="grid gap-2">
        <h3 className="text-2xl font-bold tracking-tight">{plan.name}</h3>
        <p className="flex items-baseline gap-1">
          <span className="text-5xl font-black tracking-tight">${plan.pricePerMonth}</span>
          <span className="text-mist">/month</span>
        </p>
      </div>
      {plan.cta === 'Contact Sales' ? (
        contactSales
      ) : (
        <StartTrialLink
          plan={plan.id}
          variant={plan.isMostPopular ? 'primary' : 'outline'}
          className="w-full"
        />
      )}
      <ul className="grid gap-3">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Icon name="check" className="mt-0.5 size-5 text-rose-400" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </li>
  );
}
