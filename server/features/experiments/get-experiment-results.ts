import { count, eq } from 'drizzle-orm';
import type { ExperimentResults } from '#common/contracts/experiments.ts';
import { summarizeExperiment, type VariantCounts } from '#common/domain/experiments/experiment-results.ts';
import type { Db } from '../../db/client.ts';
import { experimentExposures, experiments } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * Visitors and conversions per variant, counted in the database, and the statistics on them
 * (common/domain/experiments). Throws NOT_FOUND for an unknown experiment.
 */
export async function getExperimentResults({
  db,
  experimentId,
}: {
  db: Db;
  experimentId: string;
}): Promise<ExperimentResults> {
  const [experiment] = await db
    .select({ trafficSplit: experiments.trafficSplit })
    .from(experiments)
    .where(eq(experiments.id, experimentId));
  if (!experiment) throw new AppError('NOT_FOUND', 'Experiment not found');

  const rows = await db
    .select({
      variant: experimentExposures.variant,
      visitors: count(),
      conversions: count(experimentExposures.convertedAt),
    })
    .from(experimentExposures)
    .where(eq(experimentExposures.experimentId, experimentId))
    .groupBy(experimentExposures.variant);
  const countsOf = (variant: 'A' | 'B'): VariantCounts => {
    const row = rows.find((candidate) => candidate.variant === variant);
    return { visitors: row?.visitors ?? 0, conversions: row?.conversions ?? 0 };
  };
  return { experimentId, ...summarizeExperiment(countsOf('A'), countsOf('B'), experiment.trafficSplit) };
}
