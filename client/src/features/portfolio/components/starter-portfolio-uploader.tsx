import { X } from 'lucide-react';
import { showFailure } from '#client/lib/show-failure.ts';
import { MAX_UPLOAD_IMAGES } from '#common/constants/limits.ts';
import { DELETE_PIECE_FAILED, useDeletePiece } from '../hooks/use-delete-piece.ts';
import { usePortfolio } from '../hooks/use-portfolio.ts';
import { usePortfolioUpload } from '../hooks/use-portfolio-upload.ts';
import { UploadImagesButton } from './upload-images-button.tsx';
import { UploadStatus } from './upload-status.tsx';

/**
 * The setup wizard's first portfolio (spec §5: 20 images in total): the same upload as the Portfolio tab,
 * with the pieces saved so far and a remove button on each. The list is the server's, so it survives
 * going Back and Next. New pieces wait for review in the Portfolio tab (decision 057): the wizard sits
 * inside a form of its own, and the artist's styles are saved only when it completes.
 */
export function StarterPortfolioUploader() {
  const portfolio = usePortfolio();
  const { state, upload, isUploading } = usePortfolioUpload();
  const remove = useDeletePiece();
  const pieces = portfolio.data ?? [];
  const room = Math.max(0, MAX_UPLOAD_IMAGES - pieces.length);

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center gap-4">
        <UploadImagesButton
          label="Choose Images"
          variant="secondary"
          disabled={isUploading || room === 0 || portfolio.isPending}
          onFiles={(files) => void upload(files, room)}
        />
        <p className="text-base text-mist">
          <span className="font-semibold text-bone tabular-nums">
            {pieces.length} / {MAX_UPLOAD_IMAGES}
          </span>{' '}
          images
        </p>
      </div>
      <UploadStatus state={state} />
      {pieces.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Uploaded images">
          {pieces.map((piece) => {
            const name = piece.title || 'Untitled piece';
            return (
              <li
                key={piece.id}
                className="relative overflow-hidden rounded-xl border border-ink-600 bg-ink-800"
              >
                <img src={piece.thumbnailUrl} alt={name} className="aspect-square w-full object-cover" />
                <p className="truncate px-2.5 pt-2 text-xs text-bone">
                  {piece.metadataStatus === 'pending' ? 'Generating details…' : name}
                </p>
                <p className="px-2.5 pb-2 text-xs text-mist">
                  {piece.publishedAt ? 'Published' : 'To review after setup'}
                </p>
                <button
                  type="button"
                  onClick={() =>
                    remove.mutate(piece, {
                      onError: (error) => showFailure(error, DELETE_PIECE_FAILED),
                    })
                  }
                  disabled={remove.isPending}
                  aria-label={`Remove ${name}`}
                  className="focus-ring absolute top-2 right-2 rounded-full bg-ink-950/85 p-1.5 text-bone hover:bg-accent"
                >
                  <X aria-hidden="true" className="size-4" strokeWidth={2.5} />
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="rounded-xl border border-dashed border-ink-600 px-4 py-10 text-center text-mist">
          No images yet. This step is optional.
        </p>
      )}
    </div>
  );
}
