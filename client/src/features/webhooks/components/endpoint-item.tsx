import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { showFailure } from '#client/lib/show-failure.ts';
import type { WebhookEndpoint } from '#common/contracts/webhooks.ts';
import { sendTestEvent, updateWebhookEndpoint, WEBHOOK_ENDPOINTS_QUERY_KEY } from '../api/webhooks.ts';
import { DeliveryLog } from './delivery-log.tsx';

/** One endpoint: where it sends, what, whether it is on; its test, pause, delete and delivery log. */
export function EndpointItem({
  endpoint,
  onDelete,
}: {
  endpoint: WebhookEndpoint;
  onDelete: (endpoint: WebhookEndpoint) => void;
}) {
  const queryClient = useQueryClient();
  const [isLogOpen, setIsLogOpen] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: WEBHOOK_ENDPOINTS_QUERY_KEY });
  const toggle = useMutation({
    mutationFn: updateWebhookEndpoint,
    onSuccess: (updated) => {
      void refresh();
      toast(
        updated.isEnabled
          ? {
              title: 'Endpoint Turned On',
              description: 'Events go out again, starting with any that waited.',
            }
          : { title: 'Endpoint Paused', description: 'Nothing is sent to it until you turn it on.' },
      );
    },
    onError: (error) => showFailure(error, 'Failed to change the endpoint. Please try again.'),
  });
  const test = useMutation({
    mutationFn: sendTestEvent,
    onSuccess: () => {
      void refresh();
      setIsLogOpen(true);
      toast({ title: 'Test Event Sent', description: 'The delivery log shows how your endpoint answered.' });
    },
    onError: (error) => showFailure(error, 'Failed to send the test event. Please try again.'),
  });
  const titleId = `webhook-${endpoint.id}-url`;
  return (
    <li aria-labelledby={titleId} className="grid gap-4 rounded-xl border border-ink-700 p-4">
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <span id={titleId} className="min-w-0 break-all font-mono text-sm">
            {endpoint.url}
          </span>
          <Badge variant={endpoint.isEnabled ? 'secondary' : 'outline'}>
            {endpoint.isEnabled ? 'On' : 'Paused'}
          </Badge>
        </div>
        {endpoint.description ? <p className="text-sm text-mist">{endpoint.description}</p> : null}
        <p className="text-sm text-mist">
          <span className="sr-only">Events: </span>
          {endpoint.events.join(', ')}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={!endpoint.isEnabled || test.isPending}
          aria-busy={test.isPending}
          onClick={() => test.mutate(endpoint.id)}
        >
          Send test event
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={isLogOpen}
          onClick={() => setIsLogOpen((open) => !open)}
        >
          {isLogOpen ? 'Hide delivery log' : 'Delivery log'}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={toggle.isPending}
          onClick={() => toggle.mutate({ id: endpoint.id, data: { isEnabled: !endpoint.isEnabled } })}
        >
          {endpoint.isEnabled ? 'Pause' : 'Turn on'}
        </Button>
        <Button variant="ghost" size="sm" className="text-rose-300" onClick={() => onDelete(endpoint)}>
          Delete
        </Button>
      </div>
      {isLogOpen ? <DeliveryLog endpointId={endpoint.id} isEnabled={endpoint.isEnabled} /> : null}
    </li>
  );
}
