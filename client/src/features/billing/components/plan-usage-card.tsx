import { useQuery } from '@tanstack/react-query';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { planById } from '#common/constants/plans.ts';
import { getBillingStatusQueryOptions } from '../api/billing-status.ts';
import { conversationsLine, isPaying, portfolioLine, standingLine } from '../billing-words.ts';
import { useBillingRedirect } from '../hooks/use-billing-redirect.ts';
import { UsageMeter } from './usage-meter.tsx';

/**
 * The artist's plan at a glance (issue #27 item 2): its name, how it stands (trial days left, renews, ends), and
 * the month's conversations and the portfolio against its limits, with the way to choose or manage a plan.
 * `onChoosePlan` opens the plan picker; without it (on the Billing tab, beside the picker) there is no button. A
 * studio member (decision 073) sees the studio's plan and who pays, and no plan to choose; their own billing account,
 * if they have one, still opens (a subscription of their own may still run).
 */
export function PlanUsageCard({ onChoosePlan }: { onChoosePlan?: () => void }) {
  const billing = useQuery(getBillingStatusQueryOptions());
  const redirect = useBillingRedirect();
  const status = billing.data;
  return (
    <Card aria-labelledby="plan-usage-title" data-testid="plan-usage-card">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-3">
          <CardTitle id="plan-usage-title">
            {!status
              ? 'Your plan'
              : status.standing === 'lapsed' && status.status === 'trialing'
                ? 'Free trial ended'
                : `${planById(status.plan).name} plan`}
          </CardTitle>
          {status?.standing === 'trial' ? <Badge variant="secondary">Trial</Badge> : null}
          {status?.standing === 'lapsed' ? <Badge variant="outline">Inactive</Badge> : null}
        </div>
        {status ? <p className="text-mist">{standingLine(status)}</p> : null}
      </CardHeader>
      <CardContent className="grid gap-5">
        {billing.isError ? (
          <p className="text-rose-300">Your plan could not be loaded. Please reload the page.</p>
        ) : !status ? (
          <div role="status" aria-label="Loading your plan" className="flex justify-center py-6">
            <Spinner />
          </div>
        ) : (
          <>
            <UsageMeter
              label="Conversations"
              line={conversationsLine(status)}
              used={status.usage.conversations.used}
              limit={status.usage.conversations.limit}
            />
            <UsageMeter
              label="Portfolio"
              line={portfolioLine(status)}
              used={status.usage.portfolioPieces.used}
              limit={status.usage.portfolioPieces.limit}
            />
            <p className="text-xs text-mist">
              A conversation is one client the assistant answered this calendar month (UTC), on any channel;
              the Test Chatbot never counts.
            </p>
          </>
        )}
      </CardContent>
      {status && ((onChoosePlan && !status.coveredBy) || status.canManageBilling) ? (
        <CardFooter>
          {onChoosePlan && !status.coveredBy ? (
            <Button onClick={onChoosePlan}>{isPaying(status) ? 'Change plan' : 'Choose a plan'}</Button>
          ) : null}
          {status.canManageBilling ? (
            <Button
              variant="outline"
              disabled={redirect.isPending}
              onClick={() => redirect.mutate({ to: 'portal' })}
            >
              {redirect.isPending
                ? 'Opening…'
                : status.coveredBy
                  ? 'Manage your own billing'
                  : 'Manage billing'}
            </Button>
          ) : null}
        </CardFooter>
      ) : null}
    </Card>
  );
}
