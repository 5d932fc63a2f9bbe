import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { PORTFOLIO_PREVIEW_COUNT } from '#common/constants/limits.ts';
import { usePortfolio } from '../hooks/use-portfolio.ts';

/**
 * Overview: the first PORTFOLIO_PREVIEW_COUNT published pieces, the first clients see (decision 057: pieces
 * still to review are not among them), or an empty state (spec §2).
 */
export function PortfolioPreview({ onOpenPortfolio }: { onOpenPortfolio: () => void }) {
  const portfolio = usePortfolio();
  const pieces = (portfolio.data ?? [])
    .filter((piece) => piece.publishedAt && !piece.removedFromInstagramAt)
    .slice(0, PORTFOLIO_PREVIEW_COUNT);
  const waiting = (portfolio.data ?? []).filter((piece) => !piece.publishedAt).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Portfolio Preview</CardTitle>
        <CardDescription>Your first {PORTFOLIO_PREVIEW_COUNT} portfolio pieces show here.</CardDescription>
      </CardHeader>
      <CardContent>
        {portfolio.isPending ? (
          <div role="status" aria-label="Loading portfolio" className="flex justify-center py-10">
            <Spinner />
          </div>
        ) : pieces.length > 0 ? (
          <div className="grid gap-4">
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="First portfolio pieces">
              {pieces.map((piece) => (
                <li key={piece.id} className="grid gap-1.5">
                  <img
                    src={piece.thumbnailUrl}
                    alt={piece.description || piece.title || 'Portfolio piece'}
                    width={240}
                    height={240}
                    loading="lazy"
                    className="aspect-square w-full rounded-xl border border-ink-700 bg-ink-800 object-cover"
                  />
                  <span className="truncate text-sm font-semibold">
                    {piece.metadataStatus === 'pending'
                      ? 'Generating details…'
                      : piece.title || 'Untitled piece'}
                  </span>
                </li>
              ))}
            </ul>
            <div>
              <Button variant="outline" onClick={onOpenPortfolio}>
                Manage portfolio
              </Button>
            </div>
          </div>
        ) : (
          <div className="grid justify-items-center gap-4 rounded-xl border border-dashed border-ink-600 px-4 py-10 text-center">
            <p className="text-lg font-semibold">
              {waiting > 0 ? 'Nothing published yet' : 'No portfolio pieces yet'}
            </p>
            <p className="max-w-md text-mist">
              {waiting > 0
                ? `${waiting} new ${waiting === 1 ? 'piece waits' : 'pieces wait'} for your review in the Portfolio tab.`
                : 'Your AI front desk shows clients your portfolio, so add your best work.'}
            </p>
            <Button variant="outline" onClick={onOpenPortfolio}>
              Go to the Portfolio tab
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
