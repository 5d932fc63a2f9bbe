import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { experiments } from '../../db/schema/index.ts';

/** How long a process trusts its copy of the running experiments; another process's change shows within it. */
const ACTIVE_EXPERIMENTS_TTL_MS = 5000;

const read = (db: Db) =>
  db
    .select({
      id: experiments.id,
      trafficSplit: experiments.trafficSplit,
      variantA: experiments.variantA,
      variantB: experiments.variantB,
    })
    .from(experiments)
    .where(eq(experiments.status, 'active'))
    .orderBy(asc(experiments.startDate), asc(experiments.createdAt));

export type ActiveExperiment = Awaited<ReturnType<typeof read>>[number];

const cached = new WeakMap<Db, { readAt: number; experiments: Promise<ActiveExperiment[]> }>();

/**
 * The active experiments, oldest start first. Every chat turn needs them and they change a few times a month,
 * so each process reads them at most every few seconds per database, and at once after changing one itself
 * (`forgetActiveExperiments`). A failed read is not kept.
 */
export function loadActiveExperiments(db: Db): Promise<ActiveExperiment[]> {
  const entry = cached.get(db);
  if (entry && Date.now() - entry.readAt < ACTIVE_EXPERIMENTS_TTL_MS) return entry.experiments;
  // Executed once here: Drizzle's query runs again on every `then`, so caching the query itself cached nothing.
  const fresh = read(db).execute();
  cached.set(db, { readAt: Date.now(), experiments: fresh });
  fresh.catch(() => cached.delete(db));
  return fresh;
}

/** Called after an experiment's status changes, so this process's next chat turn sees it. */
export function forgetActiveExperiments(db: Db): void {
  cached.delete(db);
}
