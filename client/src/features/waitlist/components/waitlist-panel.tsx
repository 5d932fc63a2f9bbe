import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { showFailure } from '#client/lib/show-failure.ts';
import { SESSION_KIND_LABELS } from '#common/contracts/booking.ts';
import type { Waitlist, WaitlistEntry } from '#common/contracts/waitlist.ts';
import { SESSION_KINDS, type SessionKind, type WEEKDAYS } from '#common/domain/booking/types.ts';
import {
  getWaitlistQueryOptions,
  removeWaitlistEntry,
  updateWaitlistEntry,
  WAITLIST_QUERY_KEY,
} from '../api/waitlist.ts';

const DAY_NAMES: Record<(typeof WEEKDAYS)[number], string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};

const formatDate = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** The days that suit, as the artist reads them: "Mon, Fri · from 3 Mar until 30 Apr", or "Any day". */
export function daysLine(entry: Pick<WaitlistEntry, 'weekdays' | 'fromDate' | 'untilDate'>): string {
  const days = entry.weekdays.length > 0 ? entry.weekdays.map((day) => DAY_NAMES[day]).join(', ') : 'Any day';
  const range = [
    entry.fromDate ? `from ${formatDate(entry.fromDate)}` : null,
    entry.untilDate ? `until ${formatDate(entry.untilDate)}` : null,
  ].filter(Boolean);
  return range.length > 0 ? `${days} · ${range.join(' ')}` : days;
}

/**
 * The dashboard's waitlist (decision 067): clients waiting for a freed slot, in the order slots are offered, with
 * what they want and the days that suit; the artist sets the session they wait for, or takes them off the list.
 */
export function WaitlistPanel({ onOpenLead }: { onOpenLead: (leadId: string) => void }) {
  const query = useQuery(getWaitlistQueryOptions());
  const queryClient = useQueryClient();
  const onSaved = (data: Waitlist) => queryClient.setQueryData(WAITLIST_QUERY_KEY, data);
  const remove = useMutation({
    mutationFn: removeWaitlistEntry,
    onSuccess: onSaved,
    onError: (error) => showFailure(error, 'The client could not be removed from the waitlist.'),
  });
  const update = useMutation({
    mutationFn: ({ entryId, sessionKind }: { entryId: string; sessionKind: SessionKind }) =>
      updateWaitlistEntry(entryId, { sessionKind }),
    onSuccess: onSaved,
    onError: (error) => showFailure(error, 'The session could not be changed.'),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Waitlist</CardTitle>
        <CardDescription>
          When a booking is cancelled or moved, the freed time is emailed to everyone here it suits, in this
          order; the first to take it gets it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div role="status" aria-label="Loading the waitlist" className="flex justify-center py-6">
            <Spinner />
          </div>
        ) : query.isError ? (
          <p role="alert" className="text-rose-300">
            Error loading the waitlist. Please try again.
          </p>
        ) : query.data.entries.length === 0 ? (
          <p className="text-mist">
            Nobody is waiting. Clients join while your books are closed or waitlist-only.
          </p>
        ) : (
          <ol className="grid gap-3" aria-label="Waitlist, first in line first">
            {query.data.entries.map((entry, index) => (
              <li key={entry.id} className="grid gap-2 rounded-xl border border-ink-600 p-3 sm:p-4">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <button
                    type="button"
                    className="focus-ring text-left font-semibold underline-offset-4 hover:underline"
                    onClick={() => onOpenLead(entry.leadId)}
                  >
                    {index + 1}. {entry.clientName}
                  </button>
                  <span className="text-sm text-mist">
                    Joined{' '}
                    {new Date(entry.joinedAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'short' })}
                    {entry.offerCount > 0 ? ` · offered ${entry.offerCount}×` : ''}
                  </span>
                </div>
                <p className="text-sm">{[entry.idea, entry.style, entry.area].filter(Boolean).join(' · ')}</p>
                <p className="text-sm text-mist">Days: {daysLine(entry)}</p>
                <div className="flex flex-wrap items-center gap-3">
                  <label className="flex items-center gap-2 text-sm">
                    Waits for
                    <select
                      className="focus-ring rounded-lg border border-ink-600 bg-ink-900 px-2 py-1.5"
                      value={entry.sessionKind}
                      disabled={update.isPending}
                      onChange={(event) =>
                        update.mutate({ entryId: entry.id, sessionKind: event.target.value as SessionKind })
                      }
                    >
                      {SESSION_KINDS.map((kind) => (
                        <option key={kind} value={kind}>
                          {SESSION_KIND_LABELS[kind]}
                        </option>
                      ))}
                    </select>
                  </label>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={remove.isPending}
                    aria-label={`Remove ${entry.clientName} from the waitlist`}
                    onClick={() => remove.mutate(entry.id)}
                  >
                    Remove
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
