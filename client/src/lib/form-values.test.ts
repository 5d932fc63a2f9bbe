import { describe, expect, it } from 'vitest';
import {
  parseMoneyText,
  parseWholeNumberText,
  textOrNull,
  toInputText,
  webUrlOrNull,
} from './form-values.ts';

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

describe('parseMoneyText', () => {
  it('tidies a currency sign and thousands commas away', () => {
    expect(parseMoneyText('$150')).toBe(150);
    expect(parseMoneyText(' 150 € ')).toBe(150);
    expect(parseMoneyText('£ 1,500')).toBe(1500);
    expect(parseMoneyText('')).toBeNull();
  });

  it('leaves anything else for the contract to reject', () => {
    expect(parseMoneyText('150 bucks')).toBeNaN();
    expect(parseMoneyText('1,50')).toBeNaN();
    expect(parseMoneyText('$$150')).toBeNaN();
  });
});

describe('webUrlOrNull', () => {
  it('adds https:// to a bare address', () => {
    expect(webUrlOrNull('calendly.com/kai')).toBe('https://calendly.com/kai');
    expect(webUrlOrNull(' www.inkdesk.app ')).toBe('https://www.inkdesk.app');
    expect(webUrlOrNull('book.example.com/ink?via=ig')).toBe('https://book.example.com/ink?via=ig');
  });

  it('keeps addresses with a scheme, empties and non-addresses as they are', () => {
    expect(webUrlOrNull('http://example.com')).toBe('http://example.com');
    expect(webUrlOrNull('mailto:kai@example.com')).toBe('mailto:kai@example.com');
    expect(webUrlOrNull('  ')).toBeNull();
    expect(webUrlOrNull('just text')).toBe('just text');
    expect(webUrlOrNull('kai@example.com')).toBe('kai@example.com');
  });
});
