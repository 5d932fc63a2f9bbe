import { Button } from '#client/components/ui/button.tsx';
import type { Lead } from '#common/contracts/leads.ts';
import { CHANNEL_LABELS, formatLeadDate, leadContact } from '../lead-labels.ts';
import { FitBadge } from './fit-badge.tsx';
import { LeadEditor } from './lead-editor.tsx';
import { WantsPersonNotice } from './wants-person.tsx';

/** One lead in admin Lead Management: whose it is, its fit, status with Book Consultation, and notes. */
export function AdminLeadRow({ lead, onViewDetails }: { lead: Lead; onViewDetails: () => void }) {
  const facts = [lead.tattooStyle, lead.placement, formatLeadDate(lead.createdAt)].filter(Boolean);
  return (
    <li
      aria-label={leadContact(lead)}
      className="grid gap-4 rounded-2xl border border-ink-700 bg-ink-900/80 p-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]"
    >
      <div className="grid content-start gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="min-w-0 font-bold break-all">{leadContact(lead)}</h3>
          <FitBadge fitScore={lead.fitScore} />
          <span className="rounded-full bg-ink-700 px-2 py-0.5 text-xs text-mist">
            {CHANNEL_LABELS[lead.channel]}
          </span>
        </div>
        <p className="text-sm text-mist">
          {lead.name ? <span className="text-bone">{lead.name} · </span> : null}
          Artist: <span className="font-semibold text-bone">{lead.artistName || 'Unnamed artist'}</span>
        </p>
        <p className="text-sm">
          <span className="font-semibold tabular-nums">Rating {lead.detailedRating}/100</span>
          <span className="text-mist"> · {facts.join(' · ')}</span>
        </p>
        <WantsPersonNotice lead={lead} />
        <p className="line-clamp-2 text-sm leading-relaxed text-mist">{lead.projectSummary}</p>
        <div>
          <Button variant="ghost" size="sm" className="-ml-3" onClick={onViewDetails}>
            View Details<span className="sr-only"> for {leadContact(lead)}</span>
          </Button>
        </div>
      </div>
      <LeadEditor
        lead={lead}
        idPrefix="admin"
        actions={(editor) => (
          <Button
            variant="secondary"
            size="sm"
            disabled={editor.status === 'booked'}
            onClick={() => editor.setStatus('booked')}
          >
            {editor.status === 'booked' ? 'Consultation booked' : 'Book Consultation'}
          </Button>
        )}
      />
    </li>
  );
}
