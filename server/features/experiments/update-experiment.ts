import { and, eq } from 'drizzle-orm';
import { EXPERIMENT_TRANSITIONS } from '#common/constants/experiments.ts';
import type { Experiment, UpdateExperiment } from '#common/contracts/experiments.ts';
import type { Db } from '../../db/client.ts';
import { experiments } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { forgetActiveExperiments } from './active-experiments.ts';
import { toExperimentDto } from './to-experiment-dto.ts';

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { [field]: message });

/**
 * Moves an experiment along spec §4 with the spec §7 payload: Start is `active` with a startDate (so a
 * draft sent `active` alone, a Resume, is refused), Pause is `paused`, Resume is `active` alone, and
 * completing (API only) is `completed` with an endDate. Returns the updated experiment; throws NOT_FOUND for
 * an unknown id, VALIDATION_FAILED naming the field for any other move or date, and CONFLICT when the status
 * changed in between.
 */
export async function updateExperiment({
  db,
  experimentId,
  data,
}: {
  db: Db;
  experimentId: string;
  data: UpdateExperiment;
}): Promise<Experiment> {
  const [current] = await db.select().from(experiments).where(eq(experiments.id, experimentId));
  if (!current) throw new AppError('NOT_FOUND', 'Experiment not found');
  if (!EXPERIMENT_TRANSITIONS[current.status].includes(data.status)) {
    throw invalid('status', `The experiment is ${current.status}; it cannot become ${data.status}`);
  }
  const isStart = current.status === 'draft';
  const isCompletion = data.status === 'completed';
  if (isStart && !data.startDate) {
    throw invalid(
      'startDate',
      'A draft is started with a startDate; only a paused experiment can be resumed',
    );
  }
  if (!isStart && data.startDate) throw invalid('startDate', 'startDate is set only when a draft starts');
  if (isCompletion && !data.endDate)
    throw invalid('endDate', 'endDate is required to complete an experiment');
  if (!isCompletion && data.endDate)
    throw invalid('endDate', 'endDate is set only when an experiment completes');
  const startDate = data.startDate ? new Date(data.startDate) : current.startDate;
  const endDate = data.endDate ? new Date(data.endDate) : null;
  if (startDate && endDate && endDate < startDate) {
    throw invalid('endDate', 'endDate must not be before the start date');
  }

  const [row] = await db
    .update(experiments)
    .set({ status: data.status, startDate, endDate, updatedAt: new Date() })
    .where(and(eq(experiments.id, experimentId), eq(experiments.status, current.status)))
    .returning();
  if (!row) throw new AppError('CONFLICT', 'The experiment was changed meanwhile; reload and try again');
  forgetActiveExperiments(db);
  return toExperimentDto(row);
}
