import { Progress } from '#client/components/ui/progress.tsx';
import { WIZARD_STEP_COUNT } from '#common/constants/limits.ts';
import { STEP_TITLES } from '../wizard-values.ts';

/** "Step n of 4", the step's title and the progress bar above the form. */
export function WizardProgress({ step }: { step: number }) {
  return (
    <div className="grid gap-3 border-b border-ink-700 p-5 sm:p-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm font-semibold tracking-wide text-rose-300 uppercase">
          Step {step} of {WIZARD_STEP_COUNT}
        </p>
        <p className="text-sm text-mist">{STEP_TITLES[step - 1]}</p>
      </div>
      <Progress value={step} max={WIZARD_STEP_COUNT} label="Setup progress" />
    </div>
  );
}
