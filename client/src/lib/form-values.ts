/**
 * Spec §5: years and price are typed as numeric text and sent as integers, or null when empty.
 * Anything that is not a plain number becomes NaN so the shared contract rejects it with its own message.
 */
export function parseWholeNumberText(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
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
