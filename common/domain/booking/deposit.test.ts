import { describe, expect, it } from 'vitest';
import { depositCentsFor, estimateCentsFromBudget } from './deposit.ts';
import { isWithinNotice } from './notice.ts';

describe('estimateCentsFromBudget', () => {
  it('reads the budgets the engine saves', () => {
    expect(estimateCentsFromBudget('$300-500')).toBe(40_000);
    expect(estimateCentsFromBudget('up to £600')).toBe(60_000);
    expect(estimateCentsFromBudget('~€400')).toBe(40_000);
    expect(estimateCentsFromBudget('$1,200')).toBe(120_000);
    expect(estimateCentsFromBudget('1.5k')).toBe(150_000);
    expect(estimateCentsFromBudget('flexible')).toBeNull();
    expect(estimateCentsFromBudget(null)).toBeNull();
  });
});

describe('depositCentsFor', () => {
  it('follows the rule', () => {
    expect(depositCentsFor({ kind: 'none' }, 40_000)).toBe(0);
    expect(depositCentsFor({ kind: 'fixed', amountCents: 5_000 }, null)).toBe(5_000);
    expect(depositCentsFor({ kind: 'percent', percent: 20, minimumCents: 5_000 }, 40_000)).toBe(8_000);
  });

  it('asks for the minimum when the share is smaller or the budget unknown', () => {
    expect(depositCentsFor({ kind: 'percent', percent: 10, minimumCents: 5_000 }, 20_000)).toBe(5_000);
    expect(depositCentsFor({ kind: 'percent', percent: 30, minimumCents: 2_500 }, null)).toBe(2_500);
  });
});

describe('isWithinNotice', () => {
  const startsAt = new Date('2026-12-10T10:00:00Z');
  it('allows changes up to the notice and not after', () => {
    expect(isWithinNotice(startsAt, new Date('2026-12-08T10:00:00Z'), 48)).toBe(true);
    expect(isWithinNotice(startsAt, new Date('2026-12-08T10:00:01Z'), 48)).toBe(false);
    expect(isWithinNotice(startsAt, new Date('2026-12-10T09:59:00Z'), 0)).toBe(true);
  });
});
