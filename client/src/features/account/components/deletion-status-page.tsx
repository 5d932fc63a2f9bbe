import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '#client/lib/format-date-time.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import type { DataDeletionStatus } from '#common/contracts/instagram.ts';
import { getDeletionStatusQueryOptions } from '../api/get-deletion-status.ts';

const EXPLANATIONS: Record<DataDeletionStatus['status'], (status: DataDeletionStatus) => string> = {
  received: (status) =>
    `We received your deletion request on ${formatDateTime(status.receivedAt)}. It will start in a moment.`,
  processing: () => 'We are deleting your data now. This page updates by itself.',
  // Decision 053: what stays is said, not 'nothing remains': this record and the confirmation sent to them.
  completed: (status) =>
    `Your data was deleted for good on ${formatDateTime(status.completedAt ?? status.receivedAt)}: your profile, portfolio, leads, conversations and their images, concept pictures, Instagram messages, emails and usage records. Inkdesk keeps only this record of the request (its code and dates, naming nobody) and the confirmation email sent to your address.`,
};

const HEADINGS: Record<DataDeletionStatus['status'], string> = {
  received: 'Request received',
  processing: 'Deletion in progress',
  completed: 'Deletion completed',
};

/** /data-deletion/status?code=… (Meta's data deletion callback answers with this URL, reference A5). */
export function DeletionStatusPage() {
  usePageTitle('Data deletion status');
  const code = new URLSearchParams(window.location.search).get('code') ?? '';
  const status = useQuery({ ...getDeletionStatusQueryOptions(code), enabled: code !== '' });

  return (
    <main
      id="main"
      className="mx-auto grid min-h-dvh w-full max-w-2xl content-center gap-4 px-6 py-16 text-bone"
    >
      <p className="text-sm font-semibold tracking-widest text-mist uppercase">Inkdesk data deletion</p>
      {status.data ? (
        <>
          <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{HEADINGS[status.data.status]}</h1>
          <p className="text-lg text-mist">{EXPLANATIONS[status.data.status](status.data)}</p>
          <p className="text-mist">
            Confirmation code: <strong className="font-mono text-bone">{status.data.code}</strong>
          </p>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-black tracking-tight sm:text-4xl">
            {status.isPending && code ? 'Checking your request…' : 'Request not found'}
          </h1>
          {status.isPending && code ? null : (
            <p className="text-lg text-mist">
              We could not find a deletion request with this confirmation code. Check the link, or see{' '}
              <a className="underline" href="/data-deletion">
                how to ask for deletion
              </a>
              .
            </p>
          )}
        </>
      )}
    </main>
  );
}
