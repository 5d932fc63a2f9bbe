import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { PageNav } from '#client/components/ui/page-nav.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { formatDateTime } from '#client/lib/format-date-time.ts';
import { showFailure } from '#client/lib/show-failure.ts';
import type { WebhookDelivery } from '#common/contracts/webhooks.ts';
import {
  getWebhookDeliveriesQueryOptions,
  resendDelivery,
  WEBHOOK_ENDPOINTS_QUERY_KEY,
} from '../api/webhooks.ts';
import { deliveryStateOf, responseOf } from '../webhook-words.ts';

const STATE_CLASSES: Record<WebhookDelivery['status'], string> = {
  delivered: 'bg-emerald-900/70 text-emerald-100',
  failed: 'bg-rose-900/70 text-rose-100',
  pending: 'bg-amber-900/60 text-amber-100',
};

/** An endpoint's delivery log: each event, how the receiver answered and how fast, and Resend once it is done. */
export function DeliveryLog({ endpointId, isEnabled }: { endpointId: string; isEnabled: boolean }) {
  const [page, setPage] = useState(1);
  const queryClient = useQueryClient();
  const log = useQuery(getWebhookDeliveriesQueryOptions(endpointId, page));
  const resend = useMutation({
    mutationFn: resendDelivery,
    onSuccess: (delivery) => {
      void queryClient.invalidateQueries({ queryKey: [...WEBHOOK_ENDPOINTS_QUERY_KEY, endpointId] });
      toast({ title: 'Delivery Resent', description: `${delivery.eventType} is on its way again.` });
    },
    onError: (error) => showFailure(error, 'Failed to resend the event. Please try again.'),
  });

  if (log.isPending) {
    return (
      <div role="status" aria-label="Loading the delivery log" className="flex justify-center py-4">
        <Spinner />
      </div>
    );
  }
  if (log.isError) {
    return (
      <p role="alert" className="text-rose-300">
        The delivery log did not load. Please try again.
      </p>
    );
  }
  const { deliveries, pageSize, total } = log.data;
  return (
    <section aria-label="Delivery log" className="grid gap-3">
      <div className="flex items-center justify-between gap-3">
        <h4 className="font-semibold">Delivery log</h4>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void log.refetch()}
          disabled={log.isFetching}
          aria-busy={log.isFetching}
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          Refresh
        </Button>
      </div>
      {deliveries.length === 0 ? (
        <p className="text-sm text-mist">No events sent yet. Send a test event to try the endpoint.</p>
      ) : (
        <ul className="grid gap-2">
          {deliveries.map((delivery) => {
            const response = responseOf(delivery);
            return (
              <li
                key={delivery.id}
                className="grid gap-2 rounded-lg border border-ink-700 p-3 sm:grid-cols-[1fr_auto] sm:items-center"
              >
                <div className="grid min-w-0 gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-mono text-sm">{delivery.eventType}</span>
                    <Badge className={STATE_CLASSES[delivery.status]}>{deliveryStateOf(delivery)}</Badge>
                  </div>
                  <p className="text-sm text-mist">
                    {formatDateTime(delivery.createdAt)}
                    {response ? ` · ${response}` : ''}
                    {delivery.attempts > 1 ? ` · ${delivery.attempts} attempts` : ''}
                  </p>
                  {delivery.error ? (
                    <p className="break-words text-sm text-rose-300">{delivery.error}</p>
                  ) : null}
                </div>
                {delivery.status === 'pending' ? null : (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={!isEnabled || resend.isPending}
                    aria-label={`Resend ${delivery.eventType} of ${formatDateTime(delivery.createdAt)}`}
                    onClick={() => resend.mutate(delivery.id)}
                  >
                    Resend
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <PageNav
        label="Delivery log pages"
        noun="deliveries"
        page={page}
        pageSize={pageSize}
        total={total}
        onPageChange={setPage}
      />
    </section>
  );
}
