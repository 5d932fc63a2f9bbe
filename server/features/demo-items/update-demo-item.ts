import type { DemoItem, UpdateDemoItem } from '#common/contracts/demo-items.ts';
import type { Db } from '../../db/client.ts';
import { demoItems } from '../../db/schema/index.ts';
import { demoItemNotFound, whereDemoItem } from './demo-item-where.ts';
import { toDemoItemDto } from './to-demo-item-dto.ts';

/** Marks a demo item completed or not; throws NOT_FOUND for an id that names no item. */
export async function updateDemoItem({
  db,
  itemId,
  data,
}: {
  db: Db;
  itemId: string;
  data: UpdateDemoItem;
}): Promise<DemoItem> {
  const [row] = await db.update(demoItems).set(data).where(whereDemoItem(itemId)).returning();
  if (!row) throw demoItemNotFound();
  return toDemoItemDto(row);
}
