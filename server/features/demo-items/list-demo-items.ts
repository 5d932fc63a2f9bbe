import { desc } from 'drizzle-orm';
import { DEMO_ITEMS_MAX, type DemoItem } from '#common/contracts/demo-items.ts';
import type { Db } from '../../db/client.ts';
import { demoItems } from '../../db/schema/index.ts';
import { toDemoItemDto } from './to-demo-item-dto.ts';

/** Every demo item, newest first (the table never holds more than DEMO_ITEMS_MAX). */
export async function listDemoItems({ db }: { db: Db }): Promise<DemoItem[]> {
  const rows = await db
    .select()
    .from(demoItems)
    .orderBy(desc(demoItems.createdAt), desc(demoItems.id))
    .limit(DEMO_ITEMS_MAX);
  return rows.map(toDemoItemDto);
}
