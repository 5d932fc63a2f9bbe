import type { SalesRequest } from '#common/contracts/billing.ts';
import type { salesRequests } from '../../db/schema/index.ts';

/** A stored sales request as the API sends it. */
export const toSalesRequestDto = (row: typeof salesRequests.$inferSelect): SalesRequest => ({
  id: row.id,
  name: row.name,
  email: row.email,
  studioName: row.studioName,
  artistCount: row.artistCount,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  handledAt: row.handledAt?.toISOString() ?? null,
});
