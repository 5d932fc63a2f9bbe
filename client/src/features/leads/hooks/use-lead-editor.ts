import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/components/ui/use-toast.ts';
import { showFailure } from '#client/lib/show-failure.ts';
import type { LeadStatus } from '#common/constants/statuses.ts';
import type { Lead } from '#common/contracts/leads.ts';
import { refreshLeadPages, replaceCachedLead } from '../api/lead-cache.ts';
import { updateLead } from '../api/update-lead.ts';

/**
 * Status and notes changes of one lead, with the spec §8 toasts. A chosen status shows at once and stays
 * until the refreshed lead arrives; notes are sent only when they differ from the stored ones. The answer
 * replaces the lead in the cache; a status change also refetches the page on screen, for its counts.
 */
export function useLeadEditor(lead: Lead) {
  const queryClient = useQueryClient();
  const update = useMutation({
    mutationFn: updateLead,
    onSuccess: (updated, { data }) => {
      toast({ title: 'Lead Updated', description: 'Your changes have been saved.' });
      replaceCachedLead(queryClient, updated);
      if (data.status !== undefined) return refreshLeadPages(queryClient);
    },
    onError: (error) => showFailure(error, 'Failed to update lead.'),
  });
  const pendingStatus = update.isPending ? update.variables.data.status : undefined;

  return {
    status: pendingStatus ?? lead.status,
    isSaving: update.isPending,
    setStatus(status: LeadStatus) {
      if (status !== lead.status) update.mutate({ leadId: lead.id, data: { status } });
    },
    saveNotes(notes: string) {
      if (notes !== (lead.notes ?? '')) update.mutate({ leadId: lead.id, data: { notes } });
    },
  };
}
