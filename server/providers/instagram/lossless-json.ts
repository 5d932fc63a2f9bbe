export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Instagram ids that JSON carries as bare numbers above 2^53; quoted before parsing so no digit is lost. */
const BARE_ID = /"(user_id|id|recipient_id|ig_id)"\s*:\s*(-?\d+)/g;

/** JSON.parse, with the id fields Meta sends as bare numbers turned into exact strings first (reference A6). */
export function parseJsonLosslessly(text: string): unknown {
  try {
    return JSON.parse(text.replace(BARE_ID, '"$1":"$2"'));
  } catch {
    return undefined;
  }
}
