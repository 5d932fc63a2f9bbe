/**
 * Spec §5: years and price are typed as numeric text and sent as integers, or null when empty.
 * Anything that is not a plain number becomes NaN so the shared contract rejects it with its own message.
 */
export function parseWholeNumberText(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * A price as artists type it: a currency sign before or after and thousands commas are tidied away, so "$150",
 * "150€" and "$1,500" read as 150 and 1500 (issue #12); anything else is read as parseWholeNumberText reads it.
 */
export function parseMoneyText(text: string): number | null {
  const tidied = text
    .trim()
    .replace(/^[$€£]\s*|\s*[$€£]$/g, '')
    .replace(/(\d),(?=\d{3}(?!\d))/g, '$1');
  return parseWholeNumberText(tidied);
}

/**
 * A web address as people type it: "calendly.com/kai" gains https:// (issue #12); an address with a scheme, or
 * text that is no address at all, is left for the contract to accept or reject with its own message.
 */
export function webUrlOrNull(text: string): string | null {
  const trimmed = textOrNull(text);
  if (trimmed === null || /^[a-z][a-z\d+.-]*:/i.test(trimmed)) return trimmed;
  return /^[^\s/@]+\.[a-z]{2,}(?:[/?#]\S*)?$/i.test(trimmed) ? `https://${trimmed}` : trimmed;
}

/** Trimmed text, or null when nothing is left. */
export function textOrNull(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** The inverse for form fields: a stored nullable value as input text. */
export function toInputText(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}
