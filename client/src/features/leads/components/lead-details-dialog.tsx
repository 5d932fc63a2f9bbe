import { useQuery } from '@tanstack/react-query';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { getLeadDetailsQueryOptions } from '../api/get-lead-details.ts';
import { formatLeadDate } from '../lead-labels.ts';
import { ConversationHistory } from './conversation-history.tsx';
import { FitBadge } from './fit-badge.tsx';
import { useLeadDetailsSlot } from './lead-details-slot.tsx';
import { LeadEditor } from './lead-editor.tsx';
import { MatchAnalysis } from './match-analysis.tsx';
import { OpenQuestionsSection } from './open-questions.tsx';
import { ProjectDetails } from './project-details.tsx';

/**
 * Spec §2 lead details: match analysis, project details and the conversation, for the lead `leadId`
 * (null: closed). `showArtistName` for admins, who see every artist's leads.
 */
export function LeadDetailsDialog({
  leadId,
  onClose,
  showArtistName = false,
}: {
  leadId: string | null;
  onClose: () => void;
  showArtistName?: boolean;
}) {
  const details = useQuery({ ...getLeadDetailsQueryOptions(leadId ?? ''), enabled: leadId !== null });
  const lead = details.data?.lead;
  const renderSlot = useLeadDetailsSlot();
  return (
    <Dialog open={leadId !== null} onOpenChange={(open) => !open && onClose()}>
      {/* sm: so it comes after the base max-w-lg in the stylesheet and wins from 640 px up. */}
      <DialogContent className="gap-5 sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle className="break-all">{lead ? lead.name || lead.email : 'Lead details'}</DialogTitle>
          <DialogDescription>
            {lead
              ? [
                  lead.name ? lead.email : null,
                  lead.phone,
                  showArtistName ? `Artist: ${lead.artistName || 'Unnamed artist'}` : null,
                  `Received ${formatLeadDate(lead.createdAt)}`,
                ]
                  .filter(Boolean)
                  .join(' · ')
              : 'Loading the lead and its conversation.'}
          </DialogDescription>
          {lead ? (
            <div className="flex flex-wrap items-center gap-2 pt-1">
              <FitBadge fitScore={lead.fitScore} />
              <span className="text-sm font-semibold tabular-nums">Rating {lead.detailedRating}/100</span>
            </div>
          ) : null}
          {lead?.sourceUrl ? <StartedOn url={lead.sourceUrl} /> : null}
        </DialogHeader>
        {details.isPending ? (
          <div role="status" aria-label="Loading lead details" className="flex justify-center py-10">
            <Spinner />
          </div>
        ) : details.isError || !details.data ? (
          <p role="alert" className="text-rose-300">
            Error loading this lead. Please try again.
          </p>
        ) : (
          <>
            <LeadEditor key={details.data.lead.id} lead={details.data.lead} idPrefix="details" />
            {renderSlot?.(details.data.lead.id)}
            <OpenQuestionsSection lead={details.data.lead} />
            <MatchAnalysis lead={details.data.lead} />
            <ProjectDetails details={details.data} />
            <ConversationHistory messages={details.data.conversation.messages} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Issue #28 item 6: the page of the artist's own site where the client opened the widget's chat. */
function StartedOn({ url }: { url: string }) {
  const { host, pathname } = new URL(url);
  return (
    <p className="text-sm text-mist">
      Started on{' '}
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="break-all text-bone underline underline-offset-2 hover:text-accent"
      >
        {host}
        {pathname === '/' ? '' : pathname}
      </a>
    </p>
  );
}
