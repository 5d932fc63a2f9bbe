import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import type { WebhookEndpoint } from '#common/contracts/webhooks.ts';
import { deleteWebhookEndpoint, WEBHOOK_ENDPOINTS_QUERY_KEY } from '../api/webhooks.ts';

/** Deleting asks first: the endpoint stops getting events and its delivery log goes with it. */
export function DeleteEndpointDialog({
  endpoint,
  onClose,
}: {
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: deleteWebhookEndpoint,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: WEBHOOK_ENDPOINTS_QUERY_KEY });
      toast({ title: 'Endpoint Deleted', description: 'It gets no more events.' });
      onClose();
    },
  });
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      isOpen={endpoint !== null}
      title="Delete this endpoint?"
      description={`${endpoint?.url} stops getting events at once, and its delivery log is deleted. This cannot be undone.`}
      confirmLabel="Delete endpoint"
      error={remove.error}
      errorFallback="Failed to delete the endpoint. Please try again."
      isPending={remove.isPending}
      onConfirm={() => endpoint && remove.mutate(endpoint.id)}
      onCancel={close}
    />
  );
}
