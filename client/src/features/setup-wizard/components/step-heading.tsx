import type { Ref } from 'react';
import { STEP_TITLES } from '../wizard-values.ts';

const STEP_DESCRIPTIONS = [
  'How clients will know you.',
  'The styles you want your AI front desk to book for you.',
  'Optional details your AI front desk can share with clients.',
  'Optional: your first portfolio pieces, up to 20.',
];

/**
 * The step's heading (focused on every step change so screen readers announce it), its description, and
 * how many of its fields need a fix.
 */
export function StepHeading({
  step,
  errorCount,
  headingRef,
}: {
  step: number;
  errorCount: number;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className="grid gap-1.5">
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight outline-none sm:text-3xl"
      >
        {STEP_TITLES[step - 1]}
      </h2>
      <p className="text-mist">{STEP_DESCRIPTIONS[step - 1]}</p>
      {errorCount > 0 ? (
        <p role="alert" className="mt-2 text-sm font-medium text-rose-300">
          {errorCount === 1
            ? 'One field on this step needs a fix.'
            : `${errorCount} fields on this step need a fix.`}
        </p>
      ) : null}
    </div>
  );
}
