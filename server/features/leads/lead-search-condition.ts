import { type SQL, sql } from 'drizzle-orm';
import { leads } from '../../db/schema/index.ts';

/** `q` is matched literally: LIKE's wildcards and its escape character lose their meaning. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * The admin search (docs/decisions/009): a case-insensitive substring of email, name or tattoo style.
 * `search_text` holds the three lower-cased, and its pg_trgm index serves the LIKE. No `q`: no condition.
 */
export function leadSearchCondition(q: string | undefined): SQL | undefined {
  return q ? sql`${leads.searchText} like lower(${containsPattern(q)})` : undefined;
}
