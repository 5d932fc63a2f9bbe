import { type KeyboardEvent, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import type { ChatPortfolioImage } from '#common/contracts/chat.ts';
import { wrapIndex } from '../portfolio-bundle-layout.ts';
import { ChatIcon } from './chat-icon.tsx';

/** What the viewer shows, and the bundle that opened it, which gets the focus back on closing. */
export interface PortfolioViewing {
  images: readonly ChatPortfolioImage[];
  opener: HTMLElement;
}

/** Spec §2 portfolio image viewer: open while `viewing` is set. */
export function PortfolioViewerDialog({
  viewing,
  onClose,
}: {
  viewing: PortfolioViewing | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={viewing !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      {viewing ? <PortfolioViewer viewing={viewing} /> : null}
    </Dialog>
  );
}

/** Mounted on each opening, so it always starts at the first piece (spec §4). */
function PortfolioViewer({ viewing: { images, opener } }: { viewing: PortfolioViewing }) {
  const [index, setIndex] = useState(0);
  const image = images[index];
  if (!image) return null;
  const count = images.length;
  // Spec §4: next and previous wrap around.
  const step = (by: number) => setIndex((current) => wrapIndex(current + by, count));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
  };

  return (
    <DialogContent
      className="max-w-3xl gap-4 p-4 sm:p-6"
      onKeyDown={onKeyDown}
      onCloseAutoFocus={(event) => {
        // The bundle is not a Radix trigger, so focus is sent back to it by hand.
        event.preventDefault();
        opener.focus();
      }}
    >
      <DialogHeader>
        <DialogTitle>{image.title}</DialogTitle>
        <DialogDescription>
          {image.style} · piece {index + 1} of {count}
        </DialogDescription>
      </DialogHeader>
      <img
        key={image.id}
        src={image.imageUrl}
        alt={image.title}
        width={800}
        height={800}
        className="mx-auto aspect-square max-h-[55dvh] w-full max-w-[55dvh] rounded-xl bg-ink-950 object-contain"
      />
      {image.description ? <p className="text-mist">{image.description}</p> : null}
      {count > 1 ? (
        <div className="flex justify-between gap-3">
          <Button variant="outline" onClick={() => step(-1)}>
            <ChatIcon name="previous" />
            Previous
          </Button>
          <Button variant="outline" onClick={() => step(1)}>
            Next
            <ChatIcon name="next" />
          </Button>
        </div>
      ) : null}
    </DialogContent>
  );
}
