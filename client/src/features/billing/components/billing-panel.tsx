import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'wouter';
import { PLAN_IDS, type PlanId, TRIAL_PLAN } from '#common/constants/plans.ts';
import { getBillingStatusQueryOptions } from '../api/billing-status.ts';
import { PlanPicker } from './plan-picker.tsx';
import { PlanUsageCard } from './plan-usage-card.tsx';

const planParam = (value: string | null): PlanId | null => PLAN_IDS.find((plan) => plan === value) ?? null;

/**
 * The dashboard's Billing tab (issue #27): the plan card, and the plans to choose from. `?plan=` (a gated
 * feature's Upgrade, lib/plan-required.ts) is offered first, else the plan picked on the pricing page.
 */
export function BillingPanel({ contactSales }: { contactSales: ReactNode }) {
  const billing = useQuery(getBillingStatusQueryOptions());
  const [searchParams] = useSearchParams();
  const status = billing.data;
  const highlighted = planParam(searchParams.get('plan')) ?? status?.chosenPlan ?? TRIAL_PLAN;
  return (
    <div className="grid gap-8">
      <PlanUsageCard />
      {status ? (
        <section aria-labelledby="choose-plan-title" className="grid gap-4" id="choose-plan">
          <div className="grid gap-1">
            <h2 id="choose-plan-title" className="text-2xl font-bold tracking-tight">
              Plans
            </h2>
            <p className="text-mist">
              {status.provider === 'sandbox'
                ? 'Billing runs in the local sandbox: checkout and the portal are pages of this app, and no card is charged.'
                : 'Checkout and the billing portal are Stripe’s pages; you come back here when you are done.'}
            </p>
          </div>
          <PlanPicker status={status} highlighted={highlighted} contactSales={contactSales} />
        </section>
      ) : null}
    </div>
  );
}
