import type { ReactNode } from 'react';

/**
 * Step 4: the artist's first portfolio images. The uploader comes from the portfolio feature through the
 * page (features never import each other); this step says plainly what happens to the images.
 */
export function PortfolioStep({ uploader }: { uploader: ReactNode }) {
  return (
    <div className="grid gap-5">
      <div className="rounded-xl border border-ink-600 bg-ink-800/70 p-4 text-sm leading-relaxed text-bone">
        <p className="font-semibold">
          Images you choose here are uploaded right away, but clients don’t see them yet.
        </p>
        <p className="mt-1 text-mist">
          Each one is resized and stripped of location and camera data. After setup, your dashboard’s
          Portfolio tab lists them under To review: check each one’s title, style and tags, then publish it.
          Removing one here deletes it.
        </p>
      </div>
      {uploader}
    </div>
  );
}
