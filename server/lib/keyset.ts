import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { KeysetPosition } from '#common/domain/paging/keyset-cursor.ts';

/**
 * The instant of a timestamptz column to the microsecond, in UTC, as text: a cursor built from a JS Date would
 * round it to the millisecond and skip a row stamped a few microseconds later (decision 080).
 */
export const exactInstant = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The rows after `position` in a list ordered by (instant, id), both descending ('before') or both ascending
 * ('after'). One row comparison, so a btree index on (…, instant, id) serves it as a range.
 */
export function keysetCondition(
  [instant, id]: [AnyColumn, AnyColumn],
  position: KeysetPosition,
  direction: 'before' | 'after',
): SQL {
  const operator = direction === 'before' ? sql`<` : sql`>`;
  return sql`(${instant}, ${id}) ${operator} (${position.at}::timestamptz, ${position.id}::uuid)`;
}
