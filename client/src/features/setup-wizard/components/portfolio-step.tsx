import type { ReactNode } from 'react';

/**
 * Step 4: the artist's first portfolio images. The uploader comes from the portfolio feature through the
 * page (features never import each other); this step says plainly what happens to the images.
 */
export function PortfolioStep({ uploader }: { uploader: ReactNode }) {
  return (
    <div className="grid gap-5">
      <div className="rounded-xl border border-ink-600 bg-ink-800/70 p-4 text-sm leading-relaxed text-bone">
        <p className="font-semibold">Images you choose here are uploaded to your portfolio right away.</p>
        <p className="mt-1 text-mist">
          Each one is resized, stripped of location and camera data, and given a title, style and tags you can
          edit later in the Portfolio tab of your dashboard. Removing one here deletes it.
        </p>
      </div>
      {uploader}
    </div>
  );
}
