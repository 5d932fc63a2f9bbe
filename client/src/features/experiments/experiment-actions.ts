import type { ExperimentStatus } from '#common/constants/statuses.ts';
import type { UpdateExperiment } from '#common/contracts/experiments.ts';

export interface ExperimentAction {
  label: 'Start' | 'Pause' | 'Resume';
  change: UpdateExperiment;
}

/**
 * Spec §4: Start (draft → active, startDate now), Pause (active → paused), Resume (paused → active).
 * A completed experiment has no control.
 */
export function experimentAction(status: ExperimentStatus, now: Date): ExperimentAction | null {
  switch (status) {
    case 'draft':
      return { label: 'Start', change: { status: 'active', startDate: now.toISOString() } };
    case 'active':
      return { label: 'Pause', change: { status: 'paused' } };
    case 'paused':
      return { label: 'Resume', change: { status: 'active' } };
    case 'completed':
      return null;
  }
}
