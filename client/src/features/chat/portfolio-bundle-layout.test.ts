import { describe, expect, it } from 'vitest';
import { MAX_BUNDLE_THUMBNAILS, portfolioBundleLayout, wrapIndex } from './portfolio-bundle-layout.ts';

const pieces = (count: number) => Array.from({ length: count }, (_, index) => `piece-${index + 1}`);

describe('portfolioBundleLayout', () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 3],
    [6, 3],
    [9, 3],
  ])('%i pieces → %i columns', (count, columns) => {
    expect(portfolioBundleLayout(pieces(count)).columns).toBe(columns);
  });

  it('shows every piece up to six, with nothing hidden', () => {
    const layout = portfolioBundleLayout(pieces(6));
    expect(layout.thumbnails).toHaveLength(6);
    expect(layout.hiddenCount).toBe(0);
  });

  it('shows six thumbnails and counts the rest for the +N overlay', () => {
    const layout = portfolioBundleLayout(pieces(9));
    expect(MAX_BUNDLE_THUMBNAILS).toBe(6);
    expect(layout.thumbnails).toEqual(pieces(6));
    expect(layout.hiddenCount).toBe(3);
  });
});

describe('wrapIndex', () => {
  it('wraps next past the last piece to the first, and previous before the first to the last', () => {
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(2, 4)).toBe(2);
    expect(wrapIndex(-5, 4)).toBe(3);
  });

  it('stays at 0 for a single piece or none', () => {
    expect(wrapIndex(1, 1)).toBe(0);
    expect(wrapIndex(-1, 1)).toBe(0);
    expect(wrapIndex(3, 0)).toBe(0);
  });
});
