import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { PlanNotice, PlanRequiredNotice } from '#client/components/billing/plan-required-notice.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { cheapestPlanWith } from '#common/constants/plans.ts';
import { MAX_WEBHOOK_ENDPOINTS, type WebhookEndpoint } from '#common/contracts/webhooks.ts';
import { getWebhookEndpointsQueryOptions } from '../api/webhooks.ts';
import { AddEndpointDialog } from './add-endpoint-dialog.tsx';
import { DeleteEndpointDialog } from './delete-endpoint-dialog.tsx';
import { EndpointItem } from './endpoint-item.tsx';
import { SecretDialog } from './secret-dialog.tsx';

const API_PLAN = cheapestPlanWith('apiAccess');

/**
 * Settings → Webhooks (issue #29 item 4, decision 079): endpoints that get leads, bookings and handovers as they
 * happen, each with its signing secret shown once, a test event, pause and delete, and its delivery log.
 * `hasApiAccess` is the plan's (undefined while it loads): without it the card names the plan and asks nothing
 * of the API, which would only answer 402.
 */
export function WebhooksCard({ hasApiAccess }: { hasApiAccess: boolean | undefined }) {
  const endpoints = useQuery({ ...getWebhookEndpointsQueryOptions(), enabled: hasApiAccess === true });
  const [isAdding, setIsAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const list = endpoints.data ?? [];
  return (
    <Card id="webhooks">
      <CardHeader>
        <CardTitle>Webhooks</CardTitle>
        <CardDescription>
          Send new leads, booking changes and requests for a person to your own systems (a CRM, Zapier, your
          site) the moment they happen. Each event is signed, retried for about a day and a half if your
          endpoint is down, and kept in order for each lead.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {hasApiAccess === false ? (
          <PlanNotice
            requiredPlan={API_PLAN.id}
            message={`Webhooks come with API access, on the ${API_PLAN.name} plan.`}
          />
        ) : endpoints.isPending ? (
          <div role="status" aria-label="Loading the webhooks" className="flex justify-center py-4">
            <Spinner />
          </div>
        ) : endpoints.isError ? (
          <PlanRequiredNotice
            error={endpoints.error}
            fallback={
              <p role="alert" className="text-rose-300">
                The webhooks did not load. Please try again.
              </p>
            }
          />
        ) : (
          <>
            {list.length === 0 ? (
              <p className="text-mist">No endpoints yet.</p>
            ) : (
              <ul aria-label="Webhook endpoints" className="grid gap-3">
                {list.map((endpoint) => (
                  <EndpointItem key={endpoint.id} endpoint={endpoint} onDelete={setDeleting} />
                ))}
              </ul>
            )}
            <div>
              <Button
                variant="secondary"
                disabled={list.length >= MAX_WEBHOOK_ENDPOINTS}
                onClick={() => setIsAdding(true)}
              >
                <Plus aria-hidden="true" className="size-4" />
                Add endpoint
              </Button>
            </div>
          </>
        )}
      </CardContent>
      <AddEndpointDialog
        isOpen={isAdding}
        onClose={() => setIsAdding(false)}
        onAdded={(created) => {
          setIsAdding(false);
          setSecret(created.secret);
        }}
      />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
      <DeleteEndpointDialog endpoint={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}
