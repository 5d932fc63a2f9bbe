import { desc } from 'drizzle-orm';
import type { Experiment } from '#common/contracts/experiments.ts';
import type { Db } from '../../db/client.ts';
import { experiments } from '../../db/schema/index.ts';
import { toExperimentDto } from './to-experiment-dto.ts';

/** Every experiment, newest first (spec §7 GET /api/admin/experiments). */
export async function listExperiments({ db }: { db: Db }): Promise<Experiment[]> {
  const rows = await db.select().from(experiments).orderBy(desc(experiments.createdAt));
  return rows.map(toExperimentDto);
}
