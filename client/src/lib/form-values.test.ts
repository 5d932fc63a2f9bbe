import { describe, expect, it } from 'vitest';
import { parseWholeNumberText, textOrNull, toInputText } from './form-values.ts';

describe('parseWholeNumberText', () => {
  it('turns empty text into null and digits into a number', () => {
    expect(parseWholeNumberText('')).toBeNull();
    expect(parseWholeNumberText('   ')).toBeNull();
    expect(parseWholeNumberText(' 150 ')).toBe(150);
    expect(parseWholeNumberText('0')).toBe(0);
  });

  it('keeps non-integers as numbers and anything else as NaN, for the contract to reject', () => {
    expect(parseWholeNumberText('2.5')).toBe(2.5);
    expect(parseWholeNumberText('abc')).toBeNaN();
    expect(parseWholeNumberText('$150')).toBeNaN();
  });
});

describe('textOrNull and toInputText', () => {
  it('round-trips nullable values', () => {
    expect(textOrNull('  ')).toBeNull();
    expect(textOrNull(' ink ')).toBe('ink');
    expect(toInputText(null)).toBe('');
    expect(toInputText(12)).toBe('12');
  });
});
