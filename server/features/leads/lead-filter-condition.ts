import { and, eq, type SQL } from 'drizzle-orm';
import type { SearchLeadsQuery } from '#common/contracts/leads.ts';
import { leads, type UserRow } from '../../db/schema/index.ts';
import { leadScope } from './lead-scope.ts';
import { leadSearchCondition } from './lead-search-condition.ts';

export type LeadFilterQuery = Pick<SearchLeadsQuery, 'q' | 'status' | 'fitScore'>;

/** The leads a list shows: the viewer's scope, the search and the status and fit filters together. */
export function leadFilterCondition(viewer: UserRow, query: LeadFilterQuery): SQL | undefined {
  return and(
    leadScope(viewer),
    leadSearchCondition(query.q),
    query.status && eq(leads.status, query.status),
    query.fitScore && eq(leads.fitScore, query.fitScore),
  );
}
