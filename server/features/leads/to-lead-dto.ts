import { getTableColumns, sql } from 'drizzle-orm';
import type { Lead } from '#common/contracts/leads.ts';
import { confirmedClientEmails, type LeadRow, leads } from '../../db/schema/index.ts';

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
export const leadDtoColumns = {
  ...dtoColumns,
  /** Decision 055: the client followed the confirmation link, so the artist's emails reach them. */
  isEmailConfirmed: sql<boolean>`exists (select 1 from ${confirmedClientEmails} where ${confirmedClientEmails.artistId} = ${leads.artistId} and ${confirmedClientEmails.address} = lower(${leads.email}))`,
};

export function toLeadDto(
  {
    createdAt,
    personRequestedAt,
    personRequestClearedAt,
    ...lead
  }: Pick<LeadRow, keyof typeof dtoColumns> & { isEmailConfirmed: boolean },
  artistName: string | null,
): Lead {
  // Decision 050: a request the artist has not marked handled since it was made.
  const isPending =
    personRequestedAt !== null &&
    (personRequestClearedAt === null || personRequestClearedAt < personRequestedAt);
  return {
    ...lead,
    artistName,
    wantsPersonSince: isPending ? personRequestedAt.toISOString() : null,
    createdAt: createdAt.toISOString(),
  };
}
