import { describe, expect, it } from 'vitest';
import { allowedEdits, editDistanceWithin, isOneSwap } from './edit-distance.ts';

describe('allowedEdits', () => {
  it.each([
    [3, 0],
    [4, 1],
    [7, 1],
    [8, 2],
    [12, 2],
  ])('a word of %i letters may carry %i slips', (length, edits) => {
    expect(allowedEdits(length)).toBe(edits);
  });
});

describe('editDistanceWithin', () => {
  it.each([
    ['forarm', 'forearm', 2, 1],
    ['geometic', 'geometric', 2, 1],
    ['thihg', 'thigh', 1, 1],
    ['realisim', 'realism', 1, 1],
    ['tradtionl', 'traditional', 2, 2],
    ['forearm', 'forearm', 0, 0],
  ])('%j → %j within %i: %i', (word, target, max, distance) => {
    expect(editDistanceWithin(word, target, max)).toBe(distance);
  });

  it.each([
    ['realise', 'realism', 0],
    ['abc', 'xyz', 2],
    ['arm', 'forearm', 2],
  ])('%j → %j is further than %i', (word, target, max) => {
    expect(editDistanceWithin(word, target, max)).toBeNull();
  });
});

describe('isOneSwap', () => {
  it('is true only for one swapped neighbouring pair', () => {
    expect(isOneSwap('thihg', 'thigh')).toBe(true);
    expect(isOneSwap('calm', 'calf')).toBe(false);
    expect(isOneSwap('thigh', 'thigh')).toBe(false);
  });
});
