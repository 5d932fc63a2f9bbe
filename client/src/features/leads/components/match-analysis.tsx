import { Progress } from '#client/components/ui/progress.tsx';
import type { Lead } from '#common/contracts/leads.ts';
import { routingByWords } from '#common/contracts/studios.ts';
import { criterionLabel, fieldLabel, gateLabel } from '../lead-labels.ts';
import { CopyButton } from './copy-button.tsx';
import { DetailsSection } from './details-section.tsx';

/** Spec §2 match analysis: how the rating was reached (issue 5), from the lead's matchBreakdown. */
export function MatchAnalysis({ lead }: { lead: Lead }) {
  const { criteria, gates, fitReason, suggestedReply } = lead.matchBreakdown;
  // The brief counts contact as missing when the chat never asked, but every lead has the email the save
  // dialog collected (spec §3 Save request), so it is not a gap worth showing the artist.
  const missingFields = lead.matchBreakdown.missingFields.filter((field) => field !== 'contact');
  return (
    <DetailsSection title="Match analysis">
      <p className="text-mist">{fitReason}</p>
      {lead.routing ? (
        <div className="grid gap-1.5 rounded-lg border border-ink-700 p-3">
          <h4 className="text-sm font-semibold">
            {lead.routing.how === 'client-chose'
              ? 'The client chose this artist'
              : lead.routing.how === 'reassigned'
                ? `Reassigned in the studio${routingByWords(lead.routing)}`
                : 'Matched in the studio'}
          </h4>
          <p className="text-sm text-mist">{lead.routing.reason}</p>
          <ul aria-label="Studio artists' fit" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {lead.routing.candidates.map((candidate) => (
              <li key={candidate.artistId}>
                {candidate.artistName}: <span className="tabular-nums">{candidate.matchPercentage}%</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <ul className="grid gap-3" aria-label="Points per criterion">
        {criteria.map(({ criterion, points, maxPoints, reason }) => (
          <li key={criterion} className="grid gap-1.5">
            <div className="flex items-baseline justify-between gap-3">
              <span className="font-semibold">{criterionLabel(criterion)}</span>
              <span className="text-sm font-semibold tabular-nums text-mist">
                {points}/{maxPoints}
              </span>
            </div>
            <Progress
              value={points}
              max={maxPoints}
              label={`${criterionLabel(criterion)}: ${points} of ${maxPoints} points`}
            />
            <p className="text-sm text-mist">{reason}</p>
          </li>
        ))}
      </ul>

      <div className="grid gap-2">
        <h4 className="text-sm font-semibold">Missing details</h4>
        {missingFields.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Missing details">
            {missingFields.map((field) => (
              <li
                key={field}
                className="rounded-full bg-ink-700 px-2.5 py-0.5 text-xs font-semibold text-bone"
              >
                {fieldLabel(field)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-mist">Nothing missing.</p>
        )}
      </div>

      <div className="grid gap-2">
        <h4 className="text-sm font-semibold">Hard gates</h4>
        {gates.length > 0 ? (
          <ul className="grid gap-2" aria-label="Hard gates hit">
            {gates.map((gate) => (
              <li
                key={gate.kind}
                className="rounded-lg border border-rose-500/40 bg-rose-950/40 px-3 py-2 text-sm"
              >
                <span className="font-semibold text-rose-200">{gateLabel(gate.kind)}:</span> {gate.reason}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-mist">No hard gates hit.</p>
        )}
      </div>

      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-3">
          <h4 className="text-sm font-semibold">Suggested next reply</h4>
          <CopyButton text={suggestedReply} subject="suggested reply" />
        </div>
        <blockquote className="rounded-lg border-l-4 border-accent bg-ink-800 px-4 py-3 whitespace-pre-wrap">
          {suggestedReply}
        </blockquote>
      </div>
    </DetailsSection>
  );
}
