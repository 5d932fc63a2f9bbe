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
import type { ApiKey } from '#common/contracts/api-keys.ts';
import { API_KEYS_QUERY_KEY, revokeApiKey } from '../api/api-keys.ts';

/** Revoking asks first: whatever uses the key stops working at once, and a revoked key cannot come back. */
export function RevokeKeyDialog({ apiKey, onClose }: { apiKey: ApiKey | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const revoke = useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY });
      toast({ title: 'Key Revoked', description: 'Calls made with it are now refused.' });
      onClose();
    },
  });
  const close = () => {
    revoke.reset();
    onClose();
  };
  return (
    <Dialog open={apiKey !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Revoke this key?</DialogTitle>
          <DialogDescription className="break-words">
            Anything that uses “{apiKey?.name}” ({apiKey?.prefix}…) is refused from its next call. This cannot
            be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogError error={revoke.error} fallback="Failed to revoke the key. Please try again." />
        <DialogFooter>
          <Button variant="outline" onClick={close} disabled={revoke.isPending}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={revoke.isPending}
            aria-busy={revoke.isPending}
            onClick={() => apiKey && revoke.mutate(apiKey.id)}
          >
            Revoke key
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
