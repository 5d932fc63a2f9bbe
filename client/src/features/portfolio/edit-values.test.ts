import { describe, expect, it } from 'vitest';
import type { PortfolioPiece } from '#common/contracts/portfolio.ts';
import { resolverErrors } from '#tests/fixtures/client/resolver-errors.ts';
import { buildPiecePatch, editPieceFormSchema, editValuesFrom } from './edit-values.ts';

const piece: PortfolioPiece = {
  id: 'p1',
  imageUrl: '/api/images/portfolio/a.webp',
  thumbnailUrl: '/api/images/portfolio/b.webp',
  title: 'Koi',
  description: '',
  style: null,
  tags: ['koi', 'water'],
  metadataStatus: 'ready',
  publishedAt: null,
  removedFromInstagramAt: null,
  isFromInstagram: false,
  isSuggestion: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('edit values', () => {
  it('shows tags as one comma-separated line and no style as empty', () => {
    expect(editValuesFrom(piece)).toEqual({ title: 'Koi', description: '', style: '', tags: 'koi, water' });
  });

  it('trims, drops empty tags and repeats, and sends no style as null (spec §5)', () => {
    expect(
      buildPiecePatch({
        title: ' Koi sleeve ',
        description: ' Healed ',
        style: '',
        tags: ' koi, ,water,, Koi ,',
      }),
    ).toEqual({ title: 'Koi sleeve', description: 'Healed', style: null, tags: ['koi', 'water'] });
  });

  it("reports the contract's messages per field", async () => {
    const errors = await resolverErrors(editPieceFormSchema, {
      title: ' ',
      description: '',
      style: 'Cubism',
      tags: '',
    });
    expect(Object.keys(errors).sort()).toEqual(['style', 'title']);
    expect(errors.title).toBe('Title is required');
  });
});
