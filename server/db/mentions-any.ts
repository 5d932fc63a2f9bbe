import { type SQL, sql } from 'drizzle-orm';

/**
 * A condition true when `text` contains any of the needles, as plain text and case-insensitively (no LIKE
 * wildcards): how deletion finds the free-text copies that name a person (decision 053). False for no needles.
 */
export function mentionsAny(text: SQL, needles: readonly string[]): SQL {
  const values = [...new Set(needles.filter((needle) => needle.length > 0).map((n) => n.toLowerCase()))];
  if (values.length === 0) return sql`false`;
  return sql`exists (select 1 from unnest(${sql.param(values)}::text[]) as needle where strpos(lower(${text}), needle) > 0)`;
}
