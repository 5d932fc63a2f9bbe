import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { CreateDemoItem, DemoItem, UpdateDemoItem } from '#common/contracts/demo-items.ts';

/** Spec §7: GET /api/demo/items through the default query function (the key is the URL). */
export const DEMO_ITEMS_QUERY_KEY = ['/api/demo/items'] as const;

export function useDemoItems() {
  return useQuery<DemoItem[]>({ queryKey: DEMO_ITEMS_QUERY_KEY });
}

/** POST /api/demo/items; returns the stored item, throws on any non-2xx (spec §8 message format). */
export async function createDemoItem(data: CreateDemoItem): Promise<DemoItem> {
  return (await apiRequest('POST', '/api/demo/items', data)).json() as Promise<DemoItem>;
}

/** PATCH /api/demo/items/{id}: only `completed` changes. */
export async function updateDemoItem(id: string, data: UpdateDemoItem): Promise<DemoItem> {
  return (
    await apiRequest('PATCH', `/api/demo/items/${encodeURIComponent(id)}`, data)
  ).json() as Promise<DemoItem>;
}

export async function deleteDemoItem(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/demo/items/${encodeURIComponent(id)}`);
}

/** The server's own words from an error thrown by apiRequest ("409: {"message":"…"}"), else null. */
export function serverMessage(error: Error): string | null {
  const body = error.message.replace(/^\d{3}: /, '');
  try {
    const { message } = JSON.parse(body) as { message?: unknown };
    return typeof message === 'string' ? message : null;
  } catch {
    return null;
  }
}
