import { Badge } from '#client/components/ui/badge.tsx';
import { formatDateTime } from '#client/lib/format-date-time.ts';
import type { OutboxEmailSummary } from '#common/contracts/outbox.ts';
import { kindText, statusText } from '../describe-email.ts';

/** One email in the list: subject, recipient, kind, state and time; the whole row opens it. */
export function OutboxRow({ email, onOpen }: { email: OutboxEmailSummary; onOpen: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className="focus-ring grid w-full gap-1.5 rounded-2xl border border-ink-700 bg-ink-900/80 p-4 text-left hover:border-ink-500 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4"
      >
        <span className="grid min-w-0 gap-1">
          <span className="truncate font-semibold">{email.subject}</span>
          <span className="truncate text-sm text-mist">To {email.to}</span>
        </span>
        <span className="flex flex-wrap items-center gap-2 text-sm sm:justify-end">
          <Badge variant="secondary">{kindText(email.kind)}</Badge>
          <Badge variant={email.status === 'failed' ? 'default' : 'secondary'}>{statusText(email)}</Badge>
          <time dateTime={email.sentAt ?? email.createdAt} className="tabular-nums text-mist">
            {formatDateTime(email.sentAt ?? email.createdAt)}
          </time>
        </span>
      </button>
    </li>
  );
}
