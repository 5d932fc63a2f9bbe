import { describe, expect, it } from 'vitest';
import { createWordCorrector, isWithinOneEdit } from './word-corrector.ts';

const correct = createWordCorrector({
  vocabulary: [
    'forearm',
    'traditional',
    'realism',
    'wolf',
    'butterfly',
    'knife',
    'rose',
    'feather',
    'japanese',
    'ankle',
  ],
  fuzzyVocabulary: ['forearm', 'traditional', 'realism', 'japanese', 'ankle'],
  knownTypos: new Map([['ankel', 'ankle']]),
});

describe('createWordCorrector', () => {
  it.each([
    ['forarm', 'forearm'],
    ['tradtional', 'traditional'],
    ['traditonal', 'traditional'],
    ['japenese', 'japanese'],
    ['japanesse', 'japanese'],
    ['wolves', 'wolf'],
    ['butterflies', 'butterfly'],
    ['knives', 'knife'],
    ['roses', 'rose'],
    ['ankel', 'ankle'],
  ])('reads %j as %j', (word, corrected) => {
    expect(correct(word)).toBe(corrected);
  });

  it.each(['realise', 'father', 'angle', 'constructor', '__proto__'])(
    'leaves the real word %j alone',
    (word) => {
      expect(correct(word)).toBe(word);
    },
  );
});

describe('isWithinOneEdit', () => {
  it.each([
    ['forarm', 'forearm', true],
    ['geometirc', 'geometric', true],
    ['realise', 'realism', false],
    ['japenese', 'japanese', true],
    ['abc', 'xyz', false],
  ])('%j → %j: %s', (word, target, expected) => {
    expect(isWithinOneEdit(word, target)).toBe(expected);
  });
});
