import type { Experiment } from '#common/contracts/experiments.ts';
import type { ExperimentRow } from '../../db/schema/index.ts';

export function toExperimentDto(row: ExperimentRow): Experiment {
  const { updatedAt: _updatedAt, startDate, endDate, createdAt, ...experiment } = row;
  return {
    ...experiment,
    startDate: startDate?.toISOString() ?? null,
    endDate: endDate?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
  };
}
