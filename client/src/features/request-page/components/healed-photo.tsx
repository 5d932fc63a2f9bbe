import { useMutation } from '@tanstack/react-query';
import { Camera } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { serverMessageOf } from '#client/lib/api-client.ts';
import { MAX_HEALED_PHOTOS, type RequestPage } from '#common/contracts/booking-requests.ts';
import { shareHealedPhoto } from '../api/share-healed-photo.ts';
import { HEALED_PHOTO_WORDS } from '../words/healed-photo-words.ts';

/** The healed-photo email links here (server: HEALED_PHOTO_ANCHOR). */
const ANCHOR = 'healed-photo';

/**
 * After the artist marks the session done (decision 065): the client shares a photo of the healed tattoo from
 * their phone; it is kept on the lead for the artist. The camera or the library, whichever the phone offers.
 */
export function HealedPhoto({
  token,
  page,
  onShared,
}: {
  token: string;
  page: RequestPage;
  onShared: () => Promise<unknown>;
}) {
  const words = HEALED_PHOTO_WORDS[page.language];
  const inputId = useId();
  const section = useRef<HTMLElement>(null);
  const share = useMutation({
    mutationFn: (photo: File) => shareHealedPhoto(token, photo),
    onSuccess: onShared,
  });
  const isDone = page.isSessionDone;
  // The page renders after its data loads, later than the browser's own jump to the link's #healed-photo.
  useEffect(() => {
    if (isDone && window.location.hash === `#${ANCHOR}`) section.current?.scrollIntoView();
  }, [isDone]);
  if (!isDone) return null;
  const count = share.data?.healedPhotoCount ?? page.healedPhotoCount;
  const isFull = count >= MAX_HEALED_PHOTOS;
  return (
    <section
      ref={section}
      id={ANCHOR}
      aria-labelledby={`${ANCHOR}-heading`}
      className="grid gap-3 rounded-2xl border border-ink-600 p-5"
    >
      <h2 id={`${ANCHOR}-heading`} className="text-lg font-bold">
        {words.heading}
      </h2>
      <p className="text-mist">{words.ask(page.artistName)}</p>
      {share.isSuccess ? (
        <p role="status" className="font-semibold text-emerald-200">
          {words.thanks(page.artistName)}
        </p>
      ) : null}
      {count > 0 ? <p className="text-sm text-mist">{words.shared(count)}</p> : null}
      {isFull ? (
        <p className="text-sm text-mist">{words.full}</p>
      ) : (
        <div>
          <label
            htmlFor={inputId}
            className={buttonClasses({
              className:
                'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-bone has-[input:disabled]:cursor-wait has-[input:disabled]:opacity-60',
            })}
          >
            <Camera aria-hidden="true" className="size-4" />
            {share.isPending ? words.uploading : count > 0 ? words.more : words.choose}
            <input
              id={inputId}
              type="file"
              accept="image/*"
              className="sr-only"
              disabled={share.isPending}
              onChange={(event) => {
                const photo = event.target.files?.[0];
                event.target.value = '';
                if (photo) share.mutate(photo);
              }}
            />
          </label>
        </div>
      )}
      {share.isError ? (
        <p role="alert" className="text-rose-200">
          {serverMessageOf(share.error) ?? words.failed}
        </p>
      ) : null}
    </section>
  );
}
