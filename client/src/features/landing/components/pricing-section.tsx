import type { ReactNode } from 'react';
import { PLANS } from '#common/constants/plans.ts';
import { PlanCard } from './plan-card.tsx';
import { SectionHeading } from './section-heading.tsx';
import { TRIAL_TERMS } from './trial-terms.ts';

/** Spec §2 pricing (#pricing) with the three plans of spec §9; `contactSales` is Studio's button. */
export function PricingSection({ contactSales }: { contactSales: ReactNode }) {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-16">
      <div className="mx-auto grid w-full max-w-6xl gap-14 px-4 py-20 sm:px-6 sm:py-28">
        <SectionHeading id="pricing-title" eyebrow="Pricing" title="One booked client pays for the month">
          Every plan starts with a {TRIAL_TERMS.join('. ')}.
        </SectionHeading>
        <ul className="grid items-start gap-8 lg:grid-cols-3 lg:gap-6">
          {PLANS.map((plan) => (
            <PlanCard key={plan.name} plan={plan} contactSales={contactSales} />
          ))}
        </ul>
      </div>
    </section>
  );
}
