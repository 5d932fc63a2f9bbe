import { describe, expect, it } from 'vitest';
import { brief } from '../../../../tests/fixtures/test-consultation.ts';
import { EMPTY_BRIEF } from '../brief.ts';
import { findNewlyRelevantRule } from './artist-rules.ts';

describe('findNewlyRelevantRule: an area named in the artist rule by another of its names (decision 018)', () => {
  it.each([
    ['No butt tattoos', 'buttock'],
    ['No finger tattoos, they fade', 'fingers'],
    ['No armpit work', 'armpit'],
    ['Knees and elbows by consultation only', 'behind the knee'],
    ['No scalp pieces', 'head'],
    ['No hand or neck tattoos', 'hand'],
  ])('quotes %j for a placement on the %s', (rule, area) => {
    expect(findNewlyRelevantRule([rule], brief({ placement: { area } }), EMPTY_BRIEF)).toBe(rule);
  });

  it.each([
    ['No butt tattoos', 'fingers'],
    ['Buttons and badges welcome', 'buttock'],
  ])('does not quote %j for a placement on the %s', (rule, area) => {
    expect(findNewlyRelevantRule([rule], brief({ placement: { area } }), EMPTY_BRIEF)).toBeNull();
  });
});
