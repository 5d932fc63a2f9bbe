import { describe, expect, it } from 'vitest';
import { resolverErrors } from '#tests/fixtures/client/resolver-errors.ts';
import { isReadyToPublish, reviewFormSchema, stylesOwnFirst } from './review-values.ts';

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

  it('lists the artist’s own styles first', () => {
    const { own, others } = stylesOwnFirst(['Realism', 'Blackwork']);
    expect(own).toEqual(['Realism', 'Blackwork']);
    expect(others).toHaveLength(9);
    expect(others).not.toContain('Realism');
  });
});
