/**
 * A position in a list ordered by (an instant, an id): the last item a page showed. The public API hands it out
 * as an opaque cursor (decision 080), so a client pages on with `cursor=` and never learns or builds one.
 */
export interface KeysetPosition {
  /** The item's instant to the microsecond, as PostgreSQL stores it (a JS Date would round it to the ms). */
  at: string;
  id: string;
}

/** An instant in UTC with up to six decimals, as keyset.ts in the server writes it. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const toBase64Url = (text: string) => btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

/** The cursor of a position: base64url of a small JSON array, only ASCII inside. */
export function encodeKeysetCursor({ at, id }: KeysetPosition): string {
  return toBase64Url(JSON.stringify([at, id]));
}

/** The position a cursor names, or null for anything this API did not give out. */
export function decodeKeysetCursor(cursor: string): KeysetPosition | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(atob(cursor.replaceAll('-', '+').replaceAll('_', '/')));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) return null;
  const [at, id] = parsed as unknown[];
  if (typeof at !== 'string' || !INSTANT.test(at) || Number.isNaN(Date.parse(at))) return null;
  if (typeof id !== 'string' || !UUID.test(id)) return null;
  return { at, id };
}
