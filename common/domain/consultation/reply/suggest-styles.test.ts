import { describe, expect, it } from 'vitest';
import { MARA } from '../../../../tests/fixtures/test-consultation.ts';
import { EMPTY_BRIEF } from '../brief.ts';
import { readArtist } from '../read-artist.ts';
import { suggestStyles } from './suggest-styles.ts';

describe('suggestStyles', () => {
  it('offers the styles an artist with one listed style names in the bio', () => {
    const artist = readArtist(
      {
        ...MARA,
        specialtyStyles: ['Minimalist'],
        bio: 'Fine line and ornamental pieces, black and grey only.',
      },
      [],
    );
    expect(suggestStyles(EMPTY_BRIEF, artist, []).length).toBeGreaterThanOrEqual(2);
    expect(suggestStyles(EMPTY_BRIEF, artist, [])[0]).toBe('minimalist');
  });

  it('offers nothing when the artist does one style only', () => {
    const artist = readArtist({ ...MARA, specialtyStyles: ['Japanese'], bio: 'Large-scale work.' }, []);
    expect(suggestStyles(EMPTY_BRIEF, artist, [])).toEqual([]);
  });
});
