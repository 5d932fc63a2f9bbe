import { getTableColumns } from 'drizzle-orm';
import type { Lead } from '#common/contracts/leads.ts';
import { type LeadRow, leads } from '../../db/schema/index.ts';

const {
  conversationId: _conversationId,
  updatedAt: _updatedAt,
  searchText: _searchText,
  ...dtoColumns
} = getTableColumns(leads);

/**
 * The columns a Lead is made of, for every query that returns one: the conversation is read on its own, and
 * `search_text` only serves the search, so a page of a hundred leads does not carry a hundred search strings.
 */
export const leadDtoColumns = dtoColumns;

export function toLeadDto(
  { createdAt, ...lead }: Pick<LeadRow, keyof typeof leadDtoColumns>,
  artistName: string | null,
): Lead {
  return { ...lead, artistName, createdAt: createdAt.toISOString() };
}
