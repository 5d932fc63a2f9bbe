import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { PageNav } from '#client/components/ui/page-nav.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { getOutboxQueryOptions } from '../api/get-outbox.ts';
import { OutboxEmailDialog } from './outbox-email-dialog.tsx';
import { OutboxRow } from './outbox-row.tsx';

const PAGE_SIZE = 20;

/**
 * The admin dashboard's Outbox tab (issue #14): every email Inkdesk sent or will send, newest first. Without
 * SMTP_URL this is where emails go, so a newcomer reads every one here.
 */
export function OutboxPanel() {
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const outbox = useQuery(getOutboxQueryOptions({ page, pageSize: PAGE_SIZE }));

  return (
    <section aria-labelledby="outbox-heading" className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="outbox-heading" className="text-2xl font-bold tracking-tight">
            Outbox
          </h2>
          <p className="text-sm text-mist">
            Every email, newest first: sent through SMTP, or kept here when SMTP_URL is not set.
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={outbox.isFetching}
          onClick={() => void outbox.refetch()}
        >
          Refresh
        </Button>
      </div>

      {outbox.isPending ? (
        <div role="status" aria-label="Loading emails" className="flex justify-center py-12">
          <Spinner />
        </div>
      ) : outbox.isError ? (
        <p role="alert" className="rounded-2xl border border-ink-700 p-6 text-center text-rose-300">
          Error loading the outbox. Please try again.
        </p>
      ) : outbox.data.emails.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-ink-600 px-6 py-12 text-center">
          <p className="text-lg font-semibold">No emails yet.</p>
          <p className="mt-2 text-mist">They appear here as leads come in and bookings are made.</p>
        </div>
      ) : (
        <>
          <ul className="grid gap-3" aria-label="Emails" aria-busy={outbox.isFetching}>
            {outbox.data.emails.map((email) => (
              <OutboxRow key={email.id} email={email} onOpen={() => setOpenId(email.id)} />
            ))}
          </ul>
          <PageNav
            label="Outbox pages"
            noun="emails"
            page={page}
            pageSize={PAGE_SIZE}
            total={outbox.data.total}
            onPageChange={setPage}
          />
        </>
      )}
      {openId ? <OutboxEmailDialog emailId={openId} onClose={() => setOpenId(null)} /> : null}
    </section>
  );
}
