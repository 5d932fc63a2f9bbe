/** Lets Excel read a file as UTF-8 (names and messages are rarely plain ASCII). */
export const UTF8_BOM = '\uFEFF';

export type CsvValue = string | number | boolean | null;

/**
 * Text a spreadsheet would run as a formula (OWASP "CSV injection"): a leading =, +, - or @, and the tab
 * and carriage return some apps strip before looking. Clients write these fields, so they are never trusted.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One RFC 4180 field: formula-like text gets a leading apostrophe, then quotes wrap any " , CR or LF. */
export function csvField(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record, CRLF-terminated as RFC 4180 says. */
export function csvRecord(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
