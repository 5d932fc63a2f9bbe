import { useQuery } from '@tanstack/react-query';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { formatDateTime } from '#client/lib/format-date-time.ts';
import type { SmsMessage } from '#common/contracts/sms.ts';
import { getSmsQueryOptions } from '../api/get-sms.ts';
import { kindText } from '../describe-email.ts';

const STATUS_TEXT: Record<SmsMessage['status'], string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  refused: 'Refused',
};

function statusOf(message: SmsMessage): string {
  if (message.status === 'sent' && message.transport === 'sandbox') return 'Kept in the sandbox';
  if (message.status === 'sent') return 'Sent by Twilio';
  return STATUS_TEXT[message.status];
}

/** One text, whole: it is short enough to read in the list. */
function SmsRow({ message }: { message: SmsMessage }) {
  return (
    <li className="grid min-w-0 gap-2 rounded-2xl border border-ink-700 bg-ink-900/80 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold tabular-nums">To {message.to}</span>
        <span className="flex flex-wrap items-center gap-2 text-sm">
          <Badge variant="secondary">{kindText(message.kind)}</Badge>
          <Badge variant={message.status === 'sent' ? 'secondary' : 'default'}>{statusOf(message)}</Badge>
          <time dateTime={message.sentAt ?? message.createdAt} className="tabular-nums text-mist">
            {formatDateTime(message.sentAt ?? message.createdAt)}
          </time>
        </span>
      </div>
      {/* A request link is one long word: it wraps anywhere rather than widen the page on a phone. */}
      <p className="whitespace-pre-line text-sm [overflow-wrap:anywhere]">{message.body}</p>
      {message.lastError ? <p className="text-sm text-rose-300">{message.lastError}</p> : null}
    </li>
  );
}

/**
 * The Outbox's text messages (decision 068): every SMS, newest first. Without Twilio (SMS_PROVIDER=sandbox) this
 * is the local SMS sandbox, where texts are kept instead of sent.
 */
export function SmsPanel() {
  const sms = useQuery(getSmsQueryOptions());
  return (
    <section aria-labelledby="sms-heading" className="mt-10 grid min-w-0 gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="sms-heading" className="text-2xl font-bold tracking-tight">
            Text messages
          </h2>
          <p className="text-sm text-mist">
            {sms.data?.provider === 'twilio'
              ? 'Every SMS, newest first, as sent through Twilio.'
              : 'The local SMS sandbox: no SMS provider is set up, so texts are kept here and not sent.'}
          </p>
        </div>
        {/* Named apart from the emails' Refresh above it: one tab, two lists, each button says which it reloads. */}
        <Button variant="outline" size="sm" disabled={sms.isFetching} onClick={() => void sms.refetch()}>
          Reload texts
        </Button>
      </div>
      {sms.isPending ? (
        <div role="status" aria-label="Loading text messages" className="flex justify-center py-8">
          <Spinner />
        </div>
      ) : sms.isError ? (
        <p role="alert" className="rounded-2xl border border-ink-700 p-6 text-center text-rose-300">
          Error loading the text messages. Please try again.
        </p>
      ) : sms.data.messages.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-ink-600 px-6 py-10 text-center">
          <p className="text-lg font-semibold">No text messages yet.</p>
          <p className="mt-2 text-mist">
            Reminders are texted when an artist turns text reminders on and the client gave a phone number.
          </p>
        </div>
      ) : (
        <ul className="grid min-w-0 gap-3" aria-label="Text messages" aria-busy={sms.isFetching}>
          {sms.data.messages.map((message) => (
            <SmsRow key={message.id} message={message} />
          ))}
        </ul>
      )}
    </section>
  );
}
