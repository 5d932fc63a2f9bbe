import { sendJson } from '#client/lib/api-client.ts';
import { type CreateDemoItem, type DemoItem, demoItemSchema } from '#common/contracts/demo-items.ts';

/** Spec §7 POST /api/demo/items; returns the stored item, throws `ApiError` on any non-2xx. */
export function createDemoItem(data: CreateDemoItem): Promise<DemoItem> {
  return sendJson('POST', '/api/demo/items', demoItemSchema, data);
}
