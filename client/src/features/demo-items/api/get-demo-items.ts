import { queryOptions } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import { demoItemListSchema } from '#common/contracts/demo-items.ts';

/** Spec §7: the key is the URL's segments. */
export const DEMO_ITEMS_QUERY_KEY = ['/api/demo/items'] as const;

/** Spec §7 GET /api/demo/items: every stored item. */
export function getDemoItemsQueryOptions() {
  return queryOptions({
    queryKey: DEMO_ITEMS_QUERY_KEY,
    queryFn: () => getJson('/api/demo/items', demoItemListSchema),
  });
}
