import * as SliderPrimitive from '@radix-ui/react-slider';
import { useController, useFormContext } from 'react-hook-form';
import { useFieldId } from '#client/components/form/form.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { TRAFFIC_SPLIT_MAX, TRAFFIC_SPLIT_MIN } from '#common/constants/experiments.ts';
import type { ExperimentFormValues } from '../experiment-form-values.ts';

/** Spec §5: a slider from 10 to 90 giving variant B's share of visitors; A gets the rest. */
export function TrafficSplitField({ disabled }: { disabled: boolean }) {
  const id = useFieldId('trafficSplit');
  const {
    field: { value, onChange },
  } = useController<ExperimentFormValues, 'trafficSplit'>({ name: 'trafficSplit' });
  const [nameA, nameB] = useFormContext<ExperimentFormValues>().watch(['variantA.name', 'variantB.name']);
  const labelA = nameA.trim() || 'Variant A';
  const labelB = nameB.trim() || 'Variant B';
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Label id={`${id}-label`}>Traffic split</Label>
        <span className="text-sm text-mist">Share of chat visitors who get {labelB}</span>
      </div>
      <SliderPrimitive.Root
        min={TRAFFIC_SPLIT_MIN}
        max={TRAFFIC_SPLIT_MAX}
        step={1}
        value={[value]}
        onValueChange={([next]) => onChange(next ?? value)}
        disabled={disabled}
        className="relative flex h-8 w-full touch-none items-center select-none data-[disabled]:opacity-50"
      >
        <SliderPrimitive.Track className="relative h-2 grow overflow-hidden rounded-full bg-ink-600">
          <SliderPrimitive.Range className="absolute h-full rounded-full bg-accent" />
        </SliderPrimitive.Track>
        <SliderPrimitive.Thumb
          id={id}
          aria-labelledby={`${id}-label`}
          aria-valuetext={`${labelB} ${value}%, ${labelA} ${100 - value}%`}
          className="focus-ring block size-6 cursor-grab rounded-full border-2 border-bone bg-accent shadow-lg shadow-black/40 active:cursor-grabbing"
        />
      </SliderPrimitive.Root>
      <div className="flex justify-between gap-4 text-sm font-semibold">
        <span>
          {labelA} <span className="text-mist">{100 - value}%</span>
        </span>
        <span>
          {labelB} <span className="text-mist">{value}%</span>
        </span>
      </div>
    </div>
  );
}
