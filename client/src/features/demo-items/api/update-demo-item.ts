import { sendJson } from '#client/lib/api-client.ts';
import { type DemoItem, demoItemSchema, type UpdateDemoItem } from '#common/contracts/demo-items.ts';

/** Spec §7 PATCH /api/demo/items/{id}: only `completed` changes. Throws `ApiError` on any non-2xx. */
export function updateDemoItem(id: string, data: UpdateDemoItem): Promise<DemoItem> {
  return sendJson('PATCH', `/api/demo/items/${encodeURIComponent(id)}`, demoItemSchema, data);
}
