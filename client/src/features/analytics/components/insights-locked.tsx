import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { planById } from '#common/constants/plans.ts';
import type { PlanRequiredBody } from '#common/contracts/billing.ts';

/**
 * What the Insights tab shows on a plan without advanced analytics (the 402's own message), with the way to the
 * dashboard's plans. Issue #27 item 1 asks every 402 to offer the upgrade.
 */
export function InsightsLocked({ message, requiredPlan }: PlanRequiredBody) {
  const plan = planById(requiredPlan);
  return (
    <Card aria-labelledby="insights-locked-title">
      <CardHeader>
        <CardTitle id="insights-locked-title">Advanced analytics need the {plan.name} plan</CardTitle>
      </CardHeader>
      <CardContent className="grid justify-items-start gap-4">
        <p className="text-mist">{message}</p>
        <p className="text-mist">
          See where your clients come from, how many book, where they stop answering and how fast everyone
          replies.
        </p>
        <a
          href={`/dashboard?tab=billing&plan=${plan.id}`}
          className="focus-ring rounded-xl bg-accent px-4 py-2 font-semibold text-white hover:bg-accent-strong"
        >
          Upgrade to {plan.name}
        </a>
      </CardContent>
    </Card>
  );
}
