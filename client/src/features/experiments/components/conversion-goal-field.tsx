import { useFormContext } from 'react-hook-form';
import { FormField } from '#client/components/form/form-field.tsx';
import { fieldClasses } from '#client/components/ui/input.tsx';
import { cn } from '#client/lib/cn.ts';
import { CONVERSION_GOALS } from '#common/constants/experiments.ts';
import { CONVERSION_GOAL_COPY } from '../conversion-goals.ts';
import type { ExperimentFormValues } from '../experiment-form-values.ts';

/** The conversion goal (spec §5), with a line saying when a visitor counts as converted. */
export function ConversionGoalField({ disabled }: { disabled: boolean }) {
  const goal = useFormContext<ExperimentFormValues>().watch('conversionGoal');
  return (
    <FormField name="conversionGoal" label="Conversion goal" hint={CONVERSION_GOAL_COPY[goal].when}>
      {(control) => (
        <select {...control} disabled={disabled} className={cn(fieldClasses, 'h-11')}>
          {CONVERSION_GOALS.map((option) => (
            <option key={option} value={option}>
              {CONVERSION_GOAL_COPY[option].label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
