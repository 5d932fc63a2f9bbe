import type { Db } from '../../db/client.ts';
import { demoItems } from '../../db/schema/index.ts';
import { demoItemNotFound, whereDemoItem } from './demo-item-where.ts';

/** Deletes a demo item; throws NOT_FOUND for an id that names no item. */
export async function deleteDemoItem({ db, itemId }: { db: Db; itemId: string }): Promise<void> {
  const [row] = await db.delete(demoItems).where(whereDemoItem(itemId)).returning({ id: demoItems.id });
  if (!row) throw demoItemNotFound();
}
