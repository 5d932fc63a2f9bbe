import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ApiError, serverMessageOf } from '#client/lib/api-client.ts';
import type { RequestPage } from '#common/contracts/booking-requests.ts';
import { pickSlot } from '../api/pick-slot.ts';
import { formatSlot } from '../format-slot.ts';
import { requestPageWords } from '../words/index.ts';

/** The offered times as a choice; picking one books it, or holds it and opens the deposit's payment page. */
export function OfferedTimes({
  token,
  page,
  onChanged,
}: {
  token: string;
  page: RequestPage;
  onChanged: () => Promise<unknown>;
}) {
  const words = requestPageWords(page.language);
  const said = words.offered;
  const [chosen, setChosen] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const pick = useMutation({
    mutationFn: (offerId: string) => pickSlot(token, offerId),
    onSuccess: async ({ checkoutUrl }) => {
      if (checkoutUrl) return window.location.assign(checkoutUrl);
      await onChanged();
    },
    onError: async (error) => {
      setProblem(serverMessageOf(error) ?? said.failed);
      // A taken time drops out of the list: show the ones left.
      if (error instanceof ApiError && error.status === 409) {
        setChosen(null);
        await onChanged();
      }
    },
  });
  const offers = page.offers;

  return (
    <section aria-labelledby="offered-times" className="grid gap-3">
      <h2 id="offered-times" className="text-lg font-bold">
        {said.heading}
      </h2>
      {problem ? (
        <p role="alert" className="rounded-lg border border-rose-800 bg-rose-950/60 p-3 text-rose-100">
          {problem}
        </p>
      ) : null}
      {offers.length === 0 ? (
        <p className="text-mist">{said.noneLeft(page.artistName)}</p>
      ) : (
        <fieldset className="grid gap-2">
          <legend className="sr-only">{said.legend}</legend>
          {offers.map((offer) => (
            <label
              key={offer.id}
              className="flex cursor-pointer items-center gap-3 rounded-xl border border-ink-600 p-4 has-checked:border-accent has-checked:bg-ink-800"
            >
              <input
                type="radio"
                name="offer"
                value={offer.id}
                checked={chosen === offer.id}
                onChange={() => {
                  setChosen(offer.id);
                  setProblem(null);
                }}
                className="size-4 accent-accent"
              />
              <span className="font-medium">{formatSlot(offer.startsAt, offer.endsAt, words)}</span>
            </label>
          ))}
        </fieldset>
      )}
      {offers.length > 0 ? (
        <Button disabled={!chosen || pick.isPending} onClick={() => chosen && pick.mutate(chosen)}>
          {pick.isPending ? said.booking : said.book}
        </Button>
      ) : null}
    </section>
  );
}
