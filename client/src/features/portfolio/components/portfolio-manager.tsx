import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useAuth } from '#client/lib/use-auth.ts';
import { MAX_UPLOAD_IMAGES } from '#common/constants/limits.ts';
import type { PortfolioPiece } from '#common/contracts/portfolio.ts';
import { usePortfolio } from '../hooks/use-portfolio.ts';
import { usePortfolioUpload } from '../hooks/use-portfolio-upload.ts';
import { DeletePieceDialog } from './delete-piece-dialog.tsx';
import { EditPieceDialog } from './edit-piece-dialog.tsx';
import { PortfolioPieceCard } from './portfolio-piece-card.tsx';
import { RemovedPieces } from './removed-pieces.tsx';
import { ReviewPieces } from './review-pieces.tsx';
import { SyncNowButton } from './sync-now-button.tsx';
import { UploadImagesButton } from './upload-images-button.tsx';
import { UploadStatus } from './upload-status.tsx';

/**
 * The dashboard's Portfolio tab (spec §2): Upload Images and Sync now, then the pieces to review and those
 * removed from Instagram (decision 057), then the grid of published pieces, and their dialogs.
 */
export function PortfolioManager() {
  const portfolio = usePortfolio();
  const { state, upload, isUploading } = usePortfolioUpload();
  const [editing, setEditing] = useState<PortfolioPiece | null>(null);
  const [deleting, setDeleting] = useState<PortfolioPiece | null>(null);
  const pieces = portfolio.data ?? [];
  const ownStyles = useAuth().user?.specialtyStyles ?? [];
  const toReview = pieces.filter((piece) => !piece.publishedAt && !piece.removedFromInstagramAt);
  const removed = pieces.filter((piece) => piece.removedFromInstagramAt);
  const published = pieces.filter((piece) => piece.publishedAt && !piece.removedFromInstagramAt);

  return (
    <Card>
      <CardHeader className="sm:flex sm:flex-row sm:items-start sm:justify-between sm:gap-6">
        <div className="grid gap-1.5">
          <CardTitle>Portfolio</CardTitle>
          <CardDescription>
            Your AI front desk shows clients these pieces. Upload up to {MAX_UPLOAD_IMAGES} images at a time
            (JPEG, PNG, WebP, HEIC, AVIF or GIF, 15 MB each); you check each one’s title, style and tags
            before clients see it.
          </CardDescription>
        </div>
        <div className="mt-4 flex flex-wrap items-start gap-3 sm:mt-0 sm:flex-nowrap">
          <SyncNowButton />
          <UploadImagesButton
            disabled={isUploading}
            onFiles={(files) => void upload(files, MAX_UPLOAD_IMAGES)}
          />
        </div>
      </CardHeader>
      <CardContent className="grid gap-6">
        <UploadStatus state={state} />
        {portfolio.isPending ? (
          <div role="status" aria-label="Loading portfolio" className="flex justify-center py-10">
            <Spinner />
          </div>
        ) : portfolio.isError ? (
          <p role="alert" className="rounded-xl border border-rose-400/50 bg-rose-950/60 p-4 text-rose-100">
            Error loading your portfolio. Please try again.
          </p>
        ) : pieces.length === 0 && !isUploading ? (
          <div className="grid justify-items-center gap-2 rounded-xl border border-dashed border-ink-600 px-4 py-12 text-center">
            <p className="text-lg font-semibold">No portfolio pieces yet</p>
            <p className="max-w-md text-mist">
              Upload photos of your best work; clients see them in the chat.
            </p>
          </div>
        ) : (
          <>
            {removed.length > 0 && toReview.length > 0 ? (
              // The removed pieces come after the review list, which can be long: say so at the top.
              <p className="text-sm text-amber-200">
                <a href="#removed-from-instagram" className="focus-ring rounded font-semibold underline">
                  {removed.length === 1
                    ? '1 piece was removed from Instagram'
                    : `${removed.length} pieces were removed from Instagram`}
                </a>
                : delete or keep {removed.length === 1 ? 'it' : 'them'} below.
              </p>
            ) : null}
            {toReview.length > 0 ? (
              <ReviewPieces pieces={toReview} ownStyles={ownStyles} onDelete={setDeleting} />
            ) : null}
            {removed.length > 0 ? (
              <RemovedPieces pieces={removed} onEdit={setEditing} onDelete={setDeleting} />
            ) : null}
            {published.length > 0 ? (
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Portfolio pieces">
                {published.map((piece) => (
                  <PortfolioPieceCard
                    key={piece.id}
                    piece={piece}
                    onEdit={() => setEditing(piece)}
                    onDelete={() => setDeleting(piece)}
                  />
                ))}
              </ul>
            ) : null}
          </>
        )}
      </CardContent>
      {editing ? <EditPieceDialog key={editing.id} piece={editing} onClose={() => setEditing(null)} /> : null}
      {deleting ? <DeletePieceDialog piece={deleting} onClose={() => setDeleting(null)} /> : null}
    </Card>
  );
}
