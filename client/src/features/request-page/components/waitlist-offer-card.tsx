import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '#client/components/ui/button.tsx';
import type { RequestPage } from '#common/contracts/booking-requests.ts';
import { acceptWaitlistOffer, getWaitlistOfferQueryOptions } from '../api/waitlist.ts';
import { formatSlot } from '../format-slot.ts';
import { requestPageWords } from '../words/index.ts';
import { waitlistWords } from '../words/waitlist-words.ts';

/**
 * A freed slot emailed to a waitlisted client, opened from `?offer=<id>` (decision 067): take it, or read kindly
 * that another client was first and they stay on the waitlist.
 */
export function WaitlistOfferCard({
  token,
  offerId,
  page,
  onChanged,
}: {
  token: string;
  offerId: string;
  page: RequestPage;
  onChanged: () => Promise<unknown>;
}) {
  const words = waitlistWords(page.language).offer;
  const pageWords = requestPageWords(page.language);
  const options = getWaitlistOfferQueryOptions(token, offerId);
  const query = useQuery(options);
  const queryClient = useQueryClient();
  const take = useMutation({
    mutationFn: () => acceptWaitlistOffer(token, offerId),
    onSuccess: async ({ checkoutUrl }) => {
      if (checkoutUrl) return window.location.assign(checkoutUrl);
      // The offer, the waitlist card (a booked client is off the list) and the page all read again.
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['/api/requests', token] }), onChanged()]);
    },
  });
  const offer = query.data;
  if (!offer) return null;
  const state = take.data?.outcome === 'gone' ? 'gone' : offer.state;
  const time = formatSlot(offer.startsAt, offer.endsAt, pageWords);

  if (state === 'gone') {
    return (
      <section
        aria-labelledby="waitlist-offer"
        className="grid gap-2 rounded-2xl border border-ink-600 bg-ink-900 p-4 sm:p-6"
      >
        <h2 id="waitlist-offer" className="text-lg font-bold">
          {words.goneTitle}
        </h2>
        <p className="text-mist line-through decoration-ink-400">{time}</p>
        <p role="status">{words.gone(page.artistName)}</p>
      </section>
    );
  }
  return (
    <section
      aria-labelledby="waitlist-offer"
      className="grid gap-3 rounded-2xl border border-accent bg-ink-800 p-4 sm:p-6"
    >
      <h2 id="waitlist-offer" className="text-lg font-bold">
        {words.heading}
      </h2>
      <p>{words.body(page.artistName)}</p>
      <p className="text-xl font-bold">{time}</p>
      {state === 'yours' ? (
        <p role="status" className="font-semibold text-emerald-200">
          {words.yours}
        </p>
      ) : (
        <>
          <p className="text-sm text-mist">{words.firstComes}</p>
          {take.isError ? (
            <p role="alert" className="text-rose-200">
              {waitlistWords(page.language).failed}
            </p>
          ) : null}
          <Button disabled={take.isPending} onClick={() => take.mutate()}>
            {take.isPending ? words.taking : words.take}
          </Button>
        </>
      )}
    </section>
  );
}
