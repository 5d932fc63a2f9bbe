import { navigate } from 'wouter/use-browser-location';
import { toast } from '#client/components/ui/use-toast.ts';
import { type PlanId, planById } from '#common/constants/plans.ts';
import { type PlanRequiredBody, planRequiredBodySchema } from '#common/contracts/billing.ts';
import { ApiError } from './api-client.ts';

/** The dashboard's Billing tab, with the plan a gated call asked for chosen first. */
export const billingPath = (plan?: PlanId) =>
  `/dashboard?tab=billing${plan ? `&plan=${encodeURIComponent(plan)}` : ''}`;

/** The body of a 402 (PlanRequiredError on the server: which plan the call needs), or null for any other failure. */
export function planRequiredOf(error: unknown): PlanRequiredBody | null {
  if (!(error instanceof ApiError) || error.status !== 402) return null;
  const result = planRequiredBodySchema.safeParse(error.body);
  return result.success ? result.data : null;
}

/** Issue #27 item 1: a 402 anywhere is told the same way, naming the plan, with an Upgrade action to Billing. */
export function showPlanRequired({ message, requiredPlan }: PlanRequiredBody): void {
  const plan = planById(requiredPlan);
  toast({
    title: `Needs the ${plan.name} plan`,
    description: message,
    action: {
      label: 'Upgrade',
      altText: 'Open Billing in the dashboard to choose a plan',
      onSelect: () => navigate(billingPath(plan.id)),
    },
  });
}

/** Shows the upgrade toast when `error` is a 402; says whether it was one. */
export function handlePlanRequired(error: unknown): boolean {
  const body = planRequiredOf(error);
  if (body) showPlanRequired(body);
  return body !== null;
}
