import { describe, expect, it } from 'vitest';
import type { PortfolioPiece } from '#common/contracts/portfolio.ts';
import { resolverErrors } from '#tests/fixtures/client/resolver-errors.ts';
import { isReadyToPublish, reviewFormSchema, reviewValuesFrom, stylesOwnFirst } from './review-values.ts';

const piece: PortfolioPiece = {
  id: 'p1',
  imageUrl: '/api/images/portfolio/a.webp',
  thumbnailUrl: '/api/images/portfolio/b.webp',
  title: '',
  description: '',
  style: null,
  tags: ['moth'],
  metadataStatus: 'ready',
  publishedAt: null,
  removedFromInstagramAt: null,
  isFromInstagram: false,
  isSuggestion: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('review values', () => {
  it('turns the typed fields into the publish body', () => {
    expect(
      reviewFormSchema.parse({ title: ' Red rose ', style: 'Traditional', tags: 'rose, red, Rose' }),
    ).toEqual({
      title: 'Red rose',
      style: 'Traditional',
      tags: ['rose', 'red'],
    });
  });

  it('names the title and the style when either is missing, as the server would', async () => {
    expect(
      Object.keys(await resolverErrors(reviewFormSchema, { title: ' ', style: '', tags: '' })).sort(),
    ).toEqual(['style', 'title']);
    expect(isReadyToPublish({ title: 'Rose', style: '' })).toBe(false);
    expect(isReadyToPublish({ title: 'Rose', style: 'Realism' })).toBe(true);
  });

  it('starts a piece without a style on the artist’s only style, and leaves it for a choice among several', () => {
    expect(reviewValuesFrom(piece, ['Blackwork'])).toEqual({ title: '', style: 'Blackwork', tags: 'moth' });
    expect(reviewValuesFrom(piece, ['Blackwork', 'Dotwork']).style).toBe('');
    expect(reviewValuesFrom({ ...piece, style: 'Realism' }, ['Blackwork']).style).toBe('Realism');
  });

  it('lists the artist’s own styles first', () => {
    const { own, others } = stylesOwnFirst(['Realism', 'Blackwork']);
    expect(own).toEqual(['Realism', 'Blackwork']);
    expect(others).toHaveLength(9);
    expect(others).not.toContain('Realism');
  });
});
