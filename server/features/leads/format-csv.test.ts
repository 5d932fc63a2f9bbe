import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../tests/fixtures/parse-csv.ts';
import { csvField, csvRecord } from './format-csv.ts';

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rlf', '"cr\rlf"'],
    ['', ''],
  ])('escapes %j as %s', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it.each([
    ['=HYPERLINK("http://evil.example")', `"'=HYPERLINK(""http://evil.example"")"`],
    ['+1 555 0100', "'+1 555 0100"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
    ['a=1', 'a=1'],
  ])('keeps spreadsheets from running %j as a formula', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('writes numbers and booleans as they are, and null as an empty field', () => {
    expect([csvField(42), csvField(false), csvField(null)]).toEqual(['42', 'false', '']);
  });
});

describe('csvRecord', () => {
  it('reads back as the same fields, formulas defused', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary' }), { minLength: 1, maxLength: 6 }), (values) => {
        const [record] = parseCsv(csvRecord(values));
        expect(record).toEqual(values.map((value) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value)));
      }),
    );
  });
});
