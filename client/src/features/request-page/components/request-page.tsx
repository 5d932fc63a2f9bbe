import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FullScreenSpinner } from '#client/components/ui/spinner.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { getRequestPageQueryOptions } from '../api/get-request-page.ts';
import { zoneNote } from '../format-slot.ts';
import { requestPageWords } from '../words/index.ts';
import { BookingCard } from './booking-card.tsx';
import { ConversationCopy } from './conversation-copy.tsx';
import { DeleteRequestDialog } from './delete-request-dialog.tsx';
import { EmailConfirmation } from './email-confirmation.tsx';
import { HealedPhoto } from './healed-photo.tsx';
import { OfferedTimes } from './offered-times.tsx';
import { ProjectCard } from './project-card.tsx';
import { RequestDetails } from './request-details.tsx';
import { StatusBanner } from './status-banner.tsx';
import { WaitlistCard } from './waitlist-card.tsx';
import { WaitlistOfferCard } from './waitlist-offer-card.tsx';

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

/** /r/:token — the client's private request page (issue #14, decision 022), in their language (051); no account needed. */
export function RequestPageView({ token }: { token: string }) {
  const query = useQuery(getRequestPageQueryOptions(token));
  const words = requestPageWords(query.data?.language);
  usePageTitle(words.title);
  const [isDeleted, setIsDeleted] = useState(false);
  const search = new URLSearchParams(window.location.search);
  const hasJustPaid = search.has('paid');
  // A waitlist offer's email links here with ?offer=<id> (decision 067).
  const offerId = search.get('offer');
  const notice = (kind: keyof typeof words.notices) => (
    <Notice title={words.notices[kind].title}>{words.notices[kind].body}</Notice>
  );

  if (isDeleted) return notice('deleted');
  if (query.isPending) return <FullScreenSpinner />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 410) return notice('expired');
    if (status === 404) return notice('notFound');
    return notice('failed');
  }

  const page = query.data;
  const note = zoneNote(page.artistTimeZone, words);
  return (
    <main
      id="main"
      lang={page.language}
      className="mx-auto grid w-full max-w-2xl gap-8 px-4 py-10 text-bone sm:px-6 sm:py-16"
    >
      <header className="grid gap-2">
        <p className="text-sm font-semibold tracking-widest text-mist uppercase">{words.title}</p>
        <h1 className="text-3xl font-black tracking-tight text-balance sm:text-4xl">
          {words.withArtist(page.artistName)}
        </h1>
      </header>
      <EmailConfirmation token={token} page={page} onConfirmed={query.refetch} />
      <StatusBanner page={page} hasJustPaid={hasJustPaid} />
      {offerId ? (
        <WaitlistOfferCard token={token} offerId={offerId} page={page} onChanged={query.refetch} />
      ) : null}
      {page.status === 'times_offered' ? (
        <OfferedTimes token={token} page={page} onChanged={query.refetch} />
      ) : null}
      <BookingCard token={token} page={page} onChanged={query.refetch} />
      <ProjectCard token={token} page={page} onChanged={query.refetch} />
      <HealedPhoto token={token} page={page} onShared={query.refetch} />
      {note && (page.offers.length > 0 || page.booking) ? <p className="text-sm text-mist">{note}</p> : null}
      <WaitlistCard token={token} page={page} />
      <RequestDetails page={page} />
      <ConversationCopy token={token} page={page} />
      <DeleteRequestDialog token={token} page={page} onDeleted={() => setIsDeleted(true)} />
    </main>
  );
}
