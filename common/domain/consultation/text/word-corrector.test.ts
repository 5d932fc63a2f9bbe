import { describe, expect, it } from 'vitest';
import { createWordCorrector } from './word-corrector.ts';

const correct = createWordCorrector({
  vocabulary: ['take', 'think'],
  targets: [
    'forearm',
    'traditional',
    'realism',
    'realistic',
    'realist',
    'costas',
    'geometric',
    'geométrico',
    'hombro',
    'shoulder',
    'budget',
    'wolf',
    'butterfly',
    'knife',
    'rose',
    'feather',
    'japanese',
    'ankle',
    'thigh',
    'plate',
    'ventre',
    'black',
    'calf',
    'feet',
    'side',
    'shin',
  ],
  commonWords: ['thing', 'should', 'father', 'feel', 'half'],
  knownTypos: new Map([['ankel', 'ankle']]),
});

describe('createWordCorrector', () => {
  it.each([
    ['forarm', 'forearm'],
    ['tradtional', 'traditional'],
    ['traditonal', 'traditional'],
    ['japenese', 'japanese'],
    ['japanesse', 'japanese'],
    ['realistc', 'realistic'],
    ['geometic', 'geometric'],
    ['realisim', 'realism'],
    ['budjet', 'budget'],
    ['shouldr', 'shoulder'],
    ['thihg', 'thigh'],
    ['blak', 'black'],
    ['wolves', 'wolf'],
    ['butterflies', 'butterfly'],
    ['knives', 'knife'],
    ['roses', 'rose'],
    ['shoulders', 'shoulder'],
    ['hombros', 'hombro'],
    ['geometrica', 'geometric'],
    ['ankel', 'ankle'],
  ])('reads %j as %j', (word, corrected) => {
    expect(correct(word)).toBe(corrected);
  });

  it.each([
    // Common words one letter from a vocabulary word.
    'thing',
    'should',
    'father',
    'feel',
    'half',
    // Short words a substitution or an extra letter away: another word, not a slip.
    'calm',
    'wide',
    'shine',
    'late',
    'high',
    'venture',
    'costa',
    'thinking',
    // Two letters off a seven-letter word is too far.
    'realise',
    'angle',
    'constructor',
    '__proto__',
  ])('leaves the word %j alone', (word) => {
    expect(correct(word)).toBe(word);
  });

  it('leaves a slip equally near two vocabulary words alone', () => {
    const ambiguous = createWordCorrector({
      vocabulary: [],
      targets: ['collar', 'dollar'],
      commonWords: [],
      knownTypos: new Map(),
    });
    expect(ambiguous('xollar')).toBe('xollar');
  });
});
