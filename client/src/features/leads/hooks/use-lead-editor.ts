import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/components/ui/use-toast.ts';
import { showFailure } from '#client/lib/show-failure.ts';
import type { LeadStatus } from '#common/constants/statuses.ts';
import type { Lead } from '#common/contracts/leads.ts';
import { LEADS_QUERY_KEY } from '../api/lead-keys.ts';
import { updateLead } from '../api/update-lead.ts';

/**
 * Status and notes changes of one lead, with the spec §8 toasts. A chosen status shows at once and stays
 * until the refreshed lead arrives; notes are sent only when they differ from the stored ones.
 */
export function useLeadEditor(lead: Lead) {
  const queryClient = useQueryClient();
  const update = useMutation({
    mutationFn: updateLead,
    onSuccess: () => {
      toast({ title: 'Lead Updated', description: 'Your changes have been saved.' });
      return queryClient.invalidateQueries({ queryKey: LEADS_QUERY_KEY });
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
