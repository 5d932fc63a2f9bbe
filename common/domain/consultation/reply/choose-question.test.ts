import { describe, expect, it } from 'vitest';
import { chooseNextQuestion } from './choose-question.ts';

describe('chooseNextQuestion', () => {
  it('invites the idea once after asking it, then moves on instead of asking nothing', () => {
    const missing = ['idea', 'budget'] as const;
    expect(chooseNextQuestion({ missing, askedHistory: ['idea'], needsAgeCheck: false })).toEqual({
      kind: 'invite',
      field: 'idea',
    });
    expect(chooseNextQuestion({ missing, askedHistory: ['idea', 'idea'], needsAgeCheck: false })).toEqual({
      kind: 'question',
      field: 'budget',
    });
  });
});
