import type { Experiment, NewExperiment } from '#common/contracts/experiments.ts';
import type { Db } from '../../db/client.ts';
import { experiments } from '../../db/schema/index.ts';
import { toExperimentDto } from './to-experiment-dto.ts';

/** Stores a new experiment as a draft (spec §4); the contract has already validated it, configs included. */
export async function createExperiment({ db, data }: { db: Db; data: NewExperiment }): Promise<Experiment> {
  const [row] = await db.insert(experiments).values(data).returning();
  return toExperimentDto(row!);
}
