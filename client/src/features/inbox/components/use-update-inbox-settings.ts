import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/components/ui/use-toast.ts';
import { INBOX_QUERY_KEY, updateInboxSettings } from '../api/inbox-api.ts';

/** Saves a switch and refreshes everything the inbox shows; a failure says so. */
export function useUpdateInboxSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInboxSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INBOX_QUERY_KEY }),
    onError: () =>
      toast({ title: 'Could not save', description: 'Please try again.', variant: 'destructive' }),
  });
}
