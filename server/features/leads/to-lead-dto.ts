import type { Lead } from '#common/contracts/leads.ts';
import type { LeadRow } from '../../db/schema/index.ts';

export function toLeadDto(row: LeadRow, artistName: string | null): Lead {
  const {
    conversationId: _conversationId,
    updatedAt: _updatedAt,
    searchText: _searchText,
    createdAt,
    ...lead
  } = row;
  return { ...lead, artistName, createdAt: createdAt.toISOString() };
}
