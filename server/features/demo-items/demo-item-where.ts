import { eq, type SQL } from 'drizzle-orm';
import { demoItems } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const demoItemNotFound = () => new AppError('NOT_FOUND', 'Demo item not found');

/**
 * The where clause for one demo item. Ids are UUIDs: any other text names no item, so it is NOT_FOUND
 * here rather than a cast error from PostgreSQL.
 */
export function whereDemoItem(itemId: string): SQL {
  if (!UUID.test(itemId)) throw demoItemNotFound();
  return eq(demoItems.id, itemId);
}
