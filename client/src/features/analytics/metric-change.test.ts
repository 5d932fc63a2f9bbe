import { describe, expect, it } from 'vitest';
import { countChange, formatChange, leadConversionRate, rateChange } from './metric-change.ts';

describe('metric changes against the previous period', () => {
  it('gives counts a relative change, one decimal', () => {
    expect(formatChange(countChange(112, 100))).toEqual({ text: '+12%', direction: 'up' });
    expect(formatChange(countChange(49, 50))).toEqual({ text: '−2%', direction: 'down' });
    expect(formatChange(countChange(2, 3))).toEqual({ text: '−33.3%', direction: 'down' });
    expect(formatChange(countChange(7, 7))).toEqual({ text: 'No change', direction: 'flat' });
  });

  it('says New when the previous period had nothing, and No change when neither had', () => {
    expect(formatChange(countChange(5, 0))).toEqual({ text: 'New', direction: 'up' });
    expect(formatChange(countChange(0, 0))).toEqual({ text: 'No change', direction: 'flat' });
  });

  it('computes the conversion rate as high-fit ÷ all leads and changes it in points', () => {
    const now = leadConversionRate({ total: 40, highFit: 14, mediumFit: 20, lowFit: 6 });
    const before = leadConversionRate({ total: 50, highFit: 15, mediumFit: 30, lowFit: 5 });
    expect(now).toBe(35);
    expect(before).toBe(30);
    expect(formatChange(rateChange(now, before))).toEqual({ text: '+5 pts', direction: 'up' });
    expect(leadConversionRate({ total: 0, highFit: 0, mediumFit: 0, lowFit: 0 })).toBeNull();
    expect(rateChange(25, null)).toEqual({ kind: 'new' });
    expect(formatChange(rateChange(null, 30))).toEqual({ text: '–', direction: 'flat' });
    expect(formatChange(rateChange(20, 30))).toEqual({ text: '−10 pts', direction: 'down' });
  });
});
