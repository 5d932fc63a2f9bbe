import { count, sql } from 'drizzle-orm';
import { DEMO_ITEMS_MAX, type DemoItem, type NewDemoItem } from '#common/contracts/demo-items.ts';
import type { Db } from '../../db/client.ts';
import { demoItems } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { toDemoItemDto } from './to-demo-item-dto.ts';

/** Stores a new demo item (already validated by the contract); throws CONFLICT when the demo is full. */
export async function createDemoItem({ db, data }: { db: Db; data: NewDemoItem }): Promise<DemoItem> {
  return db.transaction(async (tx) => {
    // Inserts take turns, so two visitors racing for the last free slot cannot both get it. Reads go on.
    await tx.execute(sql`lock table ${demoItems} in share row exclusive mode`);
    const [stored] = await tx.select({ total: count() }).from(demoItems);
    if ((stored?.total ?? 0) >= DEMO_ITEMS_MAX) {
      throw new AppError(
        'CONFLICT',
        `The storage demo is full: it keeps at most ${DEMO_ITEMS_MAX} items. Delete one to add another.`,
      );
    }
    const [row] = await tx.insert(demoItems).values(data).returning();
    return toDemoItemDto(row!);
  });
}
