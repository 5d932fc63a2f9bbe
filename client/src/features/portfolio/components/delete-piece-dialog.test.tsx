import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PortfolioPiece } from '#common/contracts/portfolio.ts';
import { TestProviders } from '#tests/fixtures/client/test-providers.tsx';
import { DeletePieceDialog } from './delete-piece-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const piece: PortfolioPiece = {
  id: 'piece-1',
  imageUrl: '/api/images/portfolio/piece-1.webp',
  thumbnailUrl: '/api/images/portfolio/piece-1-thumb.webp',
  title: 'Koi sleeve',
  description: '',
  style: 'Japanese',
  tags: [],
  metadataStatus: 'ready',
  publishedAt: null,
  removedFromInstagramAt: null,
  isFromInstagram: false,
  isSuggestion: false,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
};

function renderDialog(answer: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer),
  );
  const onClose = vi.fn();
  render(
    <TestProviders>
      <DeletePieceDialog piece={piece} onClose={onClose} />
    </TestProviders>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Delete Piece' }));
  return onClose;
}

describe('DeletePieceDialog (decision 012)', () => {
  it('says a failed delete once, inside the dialog, and stays open', async () => {
    const onClose = renderDialog(new Response('', { status: 500 }));
    const dialog = screen.getByRole('dialog');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Failed to delete the portfolio piece. Please try again.',
    );
    expect(screen.getAllByText('Failed to delete the portfolio piece. Please try again.')).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes and toasts the deletion when it succeeds', async () => {
    const onClose = renderDialog(new Response(null, { status: 204 }));
    expect(await screen.findByText('Portfolio Piece Deleted')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });
});
