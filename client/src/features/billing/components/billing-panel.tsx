import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'wouter';
import { PLAN_IDS, type PlanId, TRIAL_PLAN } from '#common/constants/plans.ts';
import type { BillingStatus } from '#common/contracts/billing.ts';
import { getBillingStatusQueryOptions } from '../api/billing-status.ts';
import { PlanPicker } from './plan-picker.tsx';
import { PlanUsageCard } from './plan-usage-card.tsx';

const planParam = (value: string | null): PlanId | null => PLAN_IDS.find((plan) => plan === value) ?? null;

/**
 * The dashboard's Billing tab (issue #27): the plan card, and the plans to choose from. `?plan=` (a gated
 * feature's Upgrade, lib/plan-required.ts) is offered first, else the plan picked on the pricing page. A studio
 * member chooses no plan: the tab says whose plan covers them instead (decision 073).
 */
export function BillingPanel({ contactSales }: { contactSales: ReactNode }) {
  const billing = useQuery(getBillingStatusQueryOptions());
  const [searchParams] = useSearchParams();
  const status = billing.data;
  const highlighted = planParam(searchParams.get('plan')) ?? status?.chosenPlan ?? TRIAL_PLAN;
  return (
    <div className="grid gap-8">
      <PlanUsageCard />
      {status?.coveredBy ? (
        <StudioPlanNote coveredBy={status.coveredBy} hasOwnBilling={status.canManageBilling} />
      ) : status ? (
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

/** What a studio member's Billing tab says in place of the plans: whose plan they work under, and until when. */
function StudioPlanNote({
  coveredBy: { studioName, ownerName },
  hasOwnBilling,
}: {
  coveredBy: NonNullable<BillingStatus['coveredBy']>;
  hasOwnBilling: boolean;
}) {
  return (
    <section aria-labelledby="studio-plan-title" className="grid gap-2" data-testid="studio-plan-note">
      <h2 id="studio-plan-title" className="text-2xl font-bold tracking-tight">
        Covered by {studioName}
      </h2>
      <p className="text-bone/85">
        You work under the studio’s plan while you are a member of {studioName}: {ownerName}, its owner, pays
        for it, and its limits and features are yours. There is no plan for you to choose.
      </p>
      <p className="text-mist">
        If you leave the studio or are removed from it, your own plan or trial applies again and you can
        choose a plan here.
        {hasOwnBilling
          ? ' You still have a billing account of your own: Manage your own billing opens it, to cancel a subscription you no longer need.'
          : ''}
      </p>
    </section>
  );
}
