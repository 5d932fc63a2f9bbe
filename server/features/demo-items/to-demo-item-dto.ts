import type { DemoItem } from '#common/contracts/demo-items.ts';
import type { demoItems } from '../../db/schema/index.ts';

export type DemoItemRow = typeof demoItems.$inferSelect;

/** The demo item as the API shows it: the date as an ISO string. */
export function toDemoItemDto(row: DemoItemRow): DemoItem {
  return { ...row, createdAt: row.createdAt.toISOString() };
}
