import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FullScreenSpinner } from '#client/components/ui/spinner.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { getRequestPageQueryOptions } from '../api/get-request-page.ts';
import { zoneNote } from '../format-slot.ts';
import { BookingCard } from './booking-card.tsx';
import { ConversationCopy } from './conversation-copy.tsx';
import { DeleteRequestDialog } from './delete-request-dialog.tsx';
import { OfferedTimes } from './offered-times.tsx';
import { RequestDetails } from './request-details.tsx';
import { StatusBanner } from './status-banner.tsx';

function Notice({ title, children }: { title: string; children: string }) {
  return (
    <main
      id="main"
      className="mx-auto grid min-h-dvh w-full max-w-xl content-center gap-4 px-6 py-16 text-bone"
    >
      <p className="text-sm font-semibold tracking-widest text-mist uppercase">Inkdesk</p>
      <h1 className="text-3xl font-black tracking-tight text-balance sm:text-4xl">{title}</h1>
      <p className="text-lg text-mist">{children}</p>
    </main>
  );
}

/** /r/:token — the client's private request page (issue #14, decision 022); no account needed. */
export function RequestPageView({ token }: { token: string }) {
  usePageTitle('Your tattoo request');
  const query = useQuery(getRequestPageQueryOptions(token));
  const [isDeleted, setIsDeleted] = useState(false);
  const hasJustPaid = new URLSearchParams(window.location.search).has('paid');

  if (isDeleted) {
    return (
      <Notice title="Your data is deleted">
        Your request, conversation and images are gone for good, and your artist has been told.
      </Notice>
    );
  }
  if (query.isPending) return <FullScreenSpinner />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 410) {
      return (
        <Notice title="This link has expired">
          Request pages close 30 days after the request is finished. Contact your artist if you need anything.
        </Notice>
      );
    }
    if (status === 404) {
      return (
        <Notice title="We can't find this request">
          The link may be incomplete, or the request was deleted. Check the link in your email.
        </Notice>
      );
    }
    return (
      <Notice title="Something went wrong">The page could not load. Please try again in a moment.</Notice>
    );
  }

  const page = query.data;
  const note = zoneNote(page.artistTimeZone);
  return (
    <main id="main" className="mx-auto grid w-full max-w-2xl gap-8 px-4 py-10 text-bone sm:px-6 sm:py-16">
      <header className="grid gap-2">
        <p className="text-sm font-semibold tracking-widest text-mist uppercase">Your tattoo request</p>
        <h1 className="text-3xl font-black tracking-tight text-balance sm:text-4xl">
          With {page.artistName}
        </h1>
      </header>
      <StatusBanner page={page} hasJustPaid={hasJustPaid} />
      {page.status === 'times_offered' ? (
        <OfferedTimes token={token} page={page} onChanged={query.refetch} />
      ) : null}
      <BookingCard token={token} page={page} onChanged={query.refetch} />
      {note && (page.offers.length > 0 || page.booking) ? <p className="text-sm text-mist">{note}</p> : null}
      <RequestDetails page={page} />
      <ConversationCopy token={token} page={page} />
      <DeleteRequestDialog token={token} artistName={page.artistName} onDeleted={() => setIsDeleted(true)} />
    </main>
  );
}
