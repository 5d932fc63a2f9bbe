import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserRound } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { handleUnauthorized, isUnauthorizedError } from '#client/lib/auth-utils.ts';
import type { Lead } from '#common/contracts/leads.ts';
import { replaceCachedLead } from '../api/lead-cache.ts';
import { updateLead } from '../api/update-lead.ts';
import { formatLeadDate } from '../lead-labels.ts';

/** The inbox's wording for the same request on Instagram (features/inbox thread-labels.ts). */
const WANTS_PERSON_LABEL = 'Wants a person';

/**
 * Decision 050 on a lead: the client asked to talk to a person and was told the artist would get back to them.
 * Shown until the artist marks it handled; nothing otherwise.
 */
export function WantsPersonNotice({ lead }: { lead: Lead }) {
  const queryClient = useQueryClient();
  const handled = useMutation({
    mutationFn: () => updateLead({ leadId: lead.id, data: { wantsPerson: false } }),
    onSuccess: (saved) => replaceCachedLead(queryClient, saved),
    onError: (error) => {
      if (isUnauthorizedError(error)) return handleUnauthorized();
      toast({ title: 'Error', description: 'Failed to update lead.', variant: 'destructive' });
    },
  });
  if (!lead.wantsPersonSince) return null;
  return (
    <section
      aria-label={WANTS_PERSON_LABEL}
      className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-amber-400/40 bg-amber-400/10 p-3 text-sm"
    >
      <p className="flex items-center gap-1.5">
        <UserRound aria-hidden="true" className="size-4 shrink-0 text-amber-200" />
        <span className="rounded-full bg-amber-500/20 px-2 py-0.5 text-xs font-semibold text-amber-200 ring-1 ring-amber-500/40 ring-inset">
          {WANTS_PERSON_LABEL}
        </span>
        <span className="text-mist">since {formatLeadDate(lead.wantsPersonSince)}</span>
      </p>
      <Button variant="outline" size="sm" disabled={handled.isPending} onClick={() => handled.mutate()}>
        Mark handled
      </Button>
    </section>
  );
}
