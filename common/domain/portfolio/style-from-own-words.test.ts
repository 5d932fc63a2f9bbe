import { describe, expect, it } from 'vitest';
import { styleFromOwnWords } from './style-from-own-words.ts';

describe('styleFromOwnWords', () => {
  it('takes a style the words name, only among the artist’s own', () => {
    expect(styleFromOwnWords(['geometric', 'blackwork'], ['Blackwork', 'Dotwork'])).toBe('Blackwork');
    expect(styleFromOwnWords(['japanese', 'koi'], ['Blackwork', 'Dotwork'])).toBeNull();
  });

  it('falls back to the artist’s only style, else leaves it for the artist', () => {
    expect(styleFromOwnWords(['rose'], ['Traditional'])).toBe('Traditional');
    expect(styleFromOwnWords(['rose'], ['Traditional', 'Realism'])).toBeNull();
    expect(styleFromOwnWords([], [])).toBeNull();
  });
});
