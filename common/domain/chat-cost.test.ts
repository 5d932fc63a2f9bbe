import { describe, expect, it } from 'vitest';
import {
  addExchange,
  estimateCostDollars,
  estimateTokens,
  formatCostDollars,
  NO_TOKENS,
} from './chat-cost.ts';

describe('estimateTokens', () => {
  it.each([
    ['', 0],
    ['a', 1],
    ['abcd', 1],
    ['abcde', 2],
    ['I want a small fine-line piece', 8],
    ['x'.repeat(4000), 1000],
  ])('%j → %i tokens (characters / 4, rounded up)', (text, tokens) => {
    expect(estimateTokens(text)).toBe(tokens);
  });
});

describe('addExchange', () => {
  it('counts the client’s messages as input and the reply as output, and keeps a running total', () => {
    const first = addExchange(NO_TOKENS, { sent: ['abcde'], received: 'x'.repeat(40) });
    expect(first).toEqual({ inputTokens: 2, outputTokens: 10 });
    const second = addExchange(first, { sent: ['abc', 'abcdefgh'], received: 'y' });
    expect(second).toEqual({ inputTokens: 2 + 1 + 2, outputTokens: 11 });
  });
});

describe('estimateCostDollars and formatCostDollars', () => {
  it('prices input at $1.25 and output at $5 per million tokens', () => {
    expect(estimateCostDollars({ inputTokens: 1_000_000, outputTokens: 0 })).toBe(1.25);
    expect(estimateCostDollars({ inputTokens: 0, outputTokens: 1_000_000 })).toBe(5);
    expect(estimateCostDollars({ inputTokens: 400, outputTokens: 200 })).toBeCloseTo(0.0015, 10);
  });

  it('shows dollars with 4 decimals', () => {
    expect(formatCostDollars(0)).toBe('$0.0000');
    expect(formatCostDollars(estimateCostDollars({ inputTokens: 400, outputTokens: 200 }))).toBe('$0.0015');
    expect(formatCostDollars(estimateCostDollars({ inputTokens: 8, outputTokens: 60 }))).toBe('$0.0003');
    expect(formatCostDollars(12.5)).toBe('$12.5000');
  });
});
