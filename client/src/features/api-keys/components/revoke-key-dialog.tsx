import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
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
    <ConfirmDialog
      isOpen={apiKey !== null}
      title="Revoke this key?"
      description={`Anything that uses “${apiKey?.name}” (${apiKey?.prefix}…) is refused from its next call. This cannot be undone.`}
      confirmLabel="Revoke key"
      error={revoke.error}
      errorFallback="Failed to revoke the key. Please try again."
      isPending={revoke.isPending}
      onConfirm={() => apiKey && revoke.mutate(apiKey.id)}
      onCancel={close}
    />
  );
}
