import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { PlanNotice, PlanRequiredNotice } from '#client/components/billing/plan-required-notice.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { cheapestPlanWith } from '#common/constants/plans.ts';
import { type ApiKey, MAX_API_KEYS } from '#common/contracts/api-keys.ts';
import { getApiKeysQueryOptions } from '../api/api-keys.ts';
import { ApiKeyItem } from './api-key-item.tsx';
import { CreateKeyDialog } from './create-key-dialog.tsx';
import { NewKeyDialog } from './new-key-dialog.tsx';
import { RevokeKeyDialog } from './revoke-key-dialog.tsx';

const API_PLAN = cheapestPlanWith('apiAccess');

/**
 * Settings → API (issue #29 item 3, decision 077): the keys that open /api/v1, each with its scopes, when it was
 * made and last used, and revoke; a new key's secret is shown once. `hasApiAccess` is the plan's (undefined while
 * it loads): without it the card names the plan and asks nothing of the API, which would only answer 402.
 */
export function ApiKeysCard({ hasApiAccess }: { hasApiAccess: boolean | undefined }) {
  const keys = useQuery({ ...getApiKeysQueryOptions(), enabled: hasApiAccess === true });
  const [isCreating, setIsCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const list = keys.data ?? [];
  return (
    <Card id="api">
      <CardHeader>
        <CardTitle>API</CardTitle>
        <CardDescription>
          Keys let your own tools read your leads and bookings and keep your portfolio in step, through the
          Inkdesk API.{' '}
          <a
            href="/api/docs"
            target="_blank"
            rel="noreferrer"
            className="focus-ring rounded font-semibold text-rose-300 underline underline-offset-4 hover:text-rose-200"
          >
            Read the API reference
          </a>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {hasApiAccess === false ? (
          <PlanNotice
            requiredPlan={API_PLAN.id}
            message={`API keys come with API access, on the ${API_PLAN.name} plan.`}
          />
        ) : keys.isPending ? (
          <div role="status" aria-label="Loading the API keys" className="flex justify-center py-4">
            <Spinner />
          </div>
        ) : keys.isError ? (
          <PlanRequiredNotice
            error={keys.error}
            fallback={
              <p role="alert" className="text-rose-300">
                The API keys did not load. Please try again.
              </p>
            }
          />
        ) : (
          <>
            {list.length === 0 ? (
              <p className="text-mist">No API keys yet.</p>
            ) : (
              <ul aria-label="API keys" className="grid gap-3">
                {list.map((key) => (
                  <ApiKeyItem key={key.id} apiKey={key} onRevoke={setRevoking} />
                ))}
              </ul>
            )}
            <div className="grid justify-items-start gap-1">
              <Button
                variant="secondary"
                disabled={list.length >= MAX_API_KEYS}
                onClick={() => setIsCreating(true)}
              >
                <Plus aria-hidden="true" className="size-4" />
                Create key
              </Button>
              {list.length >= MAX_API_KEYS ? (
                <p className="text-sm text-mist">
                  At most {MAX_API_KEYS} keys: revoke one you no longer use first.
                </p>
              ) : null}
            </div>
          </>
        )}
      </CardContent>
      <CreateKeyDialog
        isOpen={isCreating}
        onClose={() => setIsCreating(false)}
        onCreated={(created) => {
          setIsCreating(false);
          setSecret(created.key);
        }}
      />
      <NewKeyDialog secret={secret} onClose={() => setSecret(null)} />
      <RevokeKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </Card>
  );
}
