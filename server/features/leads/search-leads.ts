import { and, count, inArray, sql } from 'drizzle-orm';
import { LEAD_SEARCH_COUNT_CAP, type LeadPage, type SearchLeadsQuery } from '#common/contracts/leads.ts';
import type { Db } from '../../db/client.ts';
import { leads, type UserRow } from '../../db/schema/index.ts';
import { cellsOf, facetLeadCells, matchesLeadFilters } from './lead-facets.ts';
import { type LeadFilterQuery, leadFilterCondition } from './lead-filter-condition.ts';
import { leadScope } from './lead-scope.ts';
import { type LeadPageRow, selectLeadPage } from './select-lead-page.ts';
import { selectLeadsWithArtist } from './select-leads-with-artist.ts';

type SearchedPage = Pick<LeadPage, 'total' | 'totalIsCapped' | 'counts'> & { rows: LeadPageRow[] };

interface Matches {
  /** How many leads the search matches, counted up to one past the cap. */
  matched: number;
  /** When `matched` is at most the cap: every match's id, status and fit, newest first (null for none). */
  newestFirst: Array<[id: string, status: string, fitScore: string]> | null;
}

/**
 * The search's matches, counted up to one past the cap. The LIMIT sits inside the CTE, so the planner
 * gathers the matches however is cheapest (the search index for a rare word, the table for a common one)
 * and sorts only what it gathered; it never walks the whole table newest first to find a rare word. The
 * list is built only under the cap (its subquery's condition is evaluated once, before it), and comes back
 * as one JSON array: a thousand rows cost the driver more than the query.
 */
async function selectMatches(db: Db, viewer: UserRow, q: string): Promise<Matches> {
  const matches = db.$with('matches').as(
    db
      .select({ id: leads.id, status: leads.status, fitScore: leads.fitScore, createdAt: leads.createdAt })
      .from(leads)
      .where(leadFilterCondition(viewer, { q }))
      .limit(LEAD_SEARCH_COUNT_CAP + 1),
  );
  const [row] = await db
    .with(matches)
    .select({
      matched: count(),
      newestFirst: sql<Matches['newestFirst']>`(
        select json_agg(json_build_array(${matches.id}, ${matches.status}, ${matches.fitScore})
          order by ${matches.createdAt} desc, ${matches.id} desc)
        from ${matches} where (select count(*) from ${matches}) <= ${LEAD_SEARCH_COUNT_CAP})`,
    })
    .from(matches);
  return row!;
}

/** How many leads match every filter, counted up to one past the cap. */
async function countCapped(db: Db, viewer: UserRow, query: LeadFilterQuery): Promise<number> {
  const matches = db.select({ id: leads.id }).from(leads).where(leadFilterCondition(viewer, query));
  const [row] = await db
    .select({ count: count() })
    .from(matches.limit(LEAD_SEARCH_COUNT_CAP + 1).as('matches'));
  return row!.count;
}

/** The leads with these ids, in this order; one deleted meanwhile is left out. */
async function selectLeadsInOrder(db: Db, viewer: UserRow, ids: string[]): Promise<LeadPageRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectLeadsWithArtist(db).where(and(leadScope(viewer), inArray(leads.id, ids)));
  const byId = new Map(rows.map((row) => [row.lead.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A page of a search, its total and its faceted counts (docs/decisions/009). The matches are read
 * first, as far as one past the cap, and how many there are decides the rest:
 * - at most the cap: the counts and the page come from those matches, and the page's leads are read by id.
 *   However the planner misjudges a word, a search costs one bounded pass of the search index.
 * - past the cap: the page is the SQL page, newest first with every filter (a word in over a thousand leads
 *   is usually met within the newest few thousand), and the total stops at the cap.
 */
export async function searchLeads({
  db,
  viewer,
  query,
}: {
  db: Db;
  viewer: UserRow;
  query: SearchLeadsQuery & { q: string };
}): Promise<SearchedPage> {
  const { matched, newestFirst } = await selectMatches(db, viewer, query.q);
  if (matched <= LEAD_SEARCH_COUNT_CAP) {
    const found = (newestFirst ?? []).map(([id, status, fitScore]) => ({ id, status, fitScore }));
    const start = (query.page - 1) * query.pageSize;
    const pageIds = found
      .filter((match) => matchesLeadFilters(match, query))
      .slice(start, start + query.pageSize)
      .map((match) => match.id);
    return {
      ...facetLeadCells(cellsOf(found), query),
      rows: await selectLeadsInOrder(db, viewer, pageIds),
    };
  }
  const [rows, total] = await Promise.all([
    selectLeadPage(db, viewer, query),
    query.status || query.fitScore ? countCapped(db, viewer, query) : matched,
  ]);
  return {
    rows,
    total: Math.min(total, LEAD_SEARCH_COUNT_CAP),
    totalIsCapped: total > LEAD_SEARCH_COUNT_CAP,
    counts: null,
  };
}
