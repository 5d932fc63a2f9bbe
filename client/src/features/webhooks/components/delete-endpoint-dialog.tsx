import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { DialogError } from '#client/components/ui/dialog-error.tsx';
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
    <Dialog open={endpoint !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Delete this endpoint?</DialogTitle>
          <DialogDescription className="break-words">
            {endpoint?.url} stops getting events at once, and its delivery log is deleted. This cannot be
            undone.
          </DialogDescription>
        </DialogHeader>
        <DialogError error={remove.error} fallback="Failed to delete the endpoint. Please try again." />
        <DialogFooter>
          <Button variant="outline" onClick={close} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            aria-busy={remove.isPending}
            onClick={() => endpoint && remove.mutate(endpoint.id)}
          >
            Delete endpoint
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
