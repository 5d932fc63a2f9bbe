import { Button } from '#client/components/ui/button.tsx';
import { useAuth } from '#client/lib/use-auth.ts';
import type { Lead } from '#common/contracts/leads.ts';
import { routingByWords } from '#common/contracts/studios.ts';
import { CHANNEL_LABELS, leadContact, ROUTING_LABELS, STATUS_LABELS } from '../lead-labels.ts';
import { FitBadge } from './fit-badge.tsx';
import { OpenQuestionsSummary } from './open-questions.tsx';
import { WantsPersonNotice } from './wants-person.tsx';

/** Spec §2 lead card: email, fit, rating out of 100, project summary, style, placement and View Details. */
export function LeadCard({ lead, onViewDetails }: { lead: Lead; onViewDetails: () => void }) {
  const { user } = useAuth();
  // A studio's owner and front desk see every member's leads (decision 073): whose each is, and how it got there.
  const isAnotherArtists = user !== null && lead.artistId !== user.id;
  return (
    <li className="grid content-start gap-3 rounded-2xl border border-ink-700 bg-ink-900/80 p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 text-lg font-bold break-all">{leadContact(lead)}</h3>
        <FitBadge fitScore={lead.fitScore} />
        <span className="rounded-full bg-ink-700 px-2 py-0.5 text-xs text-mist">
          {CHANNEL_LABELS[lead.channel]}
        </span>
      </div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-mist">
        <span className="font-semibold text-bone tabular-nums">Rating {lead.detailedRating}/100</span>
        <span>Status: {STATUS_LABELS[lead.status]}</span>
        {lead.isTest ? (
          <span className="rounded bg-ink-700 px-1.5 text-xs font-semibold text-bone">Test chat</span>
        ) : null}
        {lead.email && !lead.isEmailConfirmed ? (
          <span
            className="rounded border border-amber-400/50 px-1.5 text-xs font-semibold text-amber-100"
            title="The client has not followed the link we emailed them; emails to them wait until they do."
          >
            Email unconfirmed
          </span>
        ) : null}
      </p>
      {isAnotherArtists || lead.routing ? (
        <p className="text-sm text-mist">
          {isAnotherArtists ? (
            <>
              With <span className="font-semibold text-bone">{lead.artistName || 'Unnamed artist'}</span>
            </>
          ) : null}
          {isAnotherArtists && lead.routing ? ' · ' : null}
          {lead.routing
            ? `${ROUTING_LABELS[lead.routing.how]}${routingByWords(lead.routing)}: ${lead.routing.reason}`
            : null}
        </p>
      ) : null}
      <WantsPersonNotice lead={lead} />
      <p className="leading-relaxed">{lead.projectSummary}</p>
      <OpenQuestionsSummary lead={lead} />
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-mist">Style</dt>
          <dd className="font-semibold">{lead.tattooStyle || 'Not given'}</dd>
        </div>
        <div>
          <dt className="text-mist">Placement</dt>
          <dd className="font-semibold">{lead.placement || 'Not given'}</dd>
        </div>
      </dl>
      <div>
        <Button variant="outline" size="sm" onClick={onViewDetails}>
          View Details<span className="sr-only"> for {leadContact(lead)}</span>
        </Button>
      </div>
    </li>
  );
}
