import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { describedBy, Field } from '#client/components/ui/field.tsx';
import { fieldClasses, Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { cn } from '#client/lib/cn.ts';
import { CONVERSION_GOALS, type ConversionGoal } from '#common/constants/experiments.ts';
import type { Experiment } from '#common/contracts/experiments.ts';
import { createExperiment } from '../api/create-experiment.ts';
import { EXPERIMENTS_QUERY_KEY } from '../api/get-experiments.ts';
import { CONVERSION_GOAL_COPY } from '../conversion-goals.ts';
import {
  buildExperimentPayload,
  canCreateExperiment,
  EMPTY_EXPERIMENT_FORM,
  type ExperimentFormValues,
  type VariantFormValues,
  type VariantKey,
} from '../experiment-form-values.ts';
import { showFailure } from '../show-failure.ts';
import { ConfigSettingsHelp } from './config-settings-help.tsx';
import { TrafficSplitSlider } from './traffic-split-slider.tsx';
import { experimentFieldId, VariantFields } from './variant-fields.tsx';

/** Spec §2 A/B Testing creation form, with spec §5's rules and defaults and spec §8's toasts. */
export function CreateExperimentForm() {
  const [values, setValues] = useState<ExperimentFormValues>(EMPTY_EXPERIMENT_FORM);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const queryClient = useQueryClient();

  const create = useMutation({
    mutationFn: createExperiment,
    onSuccess: (experiment) => {
      queryClient.setQueryData<Experiment[]>(EXPERIMENTS_QUERY_KEY, (list = []) => [experiment, ...list]);
      setValues(EMPTY_EXPERIMENT_FORM);
      setErrors({});
      toast({
        title: 'Experiment Created',
        description: `“${experiment.name}” is saved as a draft. Start it when you are ready.`,
      });
    },
    onError: (error) => showFailure(error, 'Failed to create experiment. Please try again.'),
  });

  const change = (next: Partial<ExperimentFormValues>, clears: string[]) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !clears.includes(field))),
    );
  };
  const changeVariant = (variant: VariantKey) => (next: Partial<VariantFormValues>) =>
    change(
      { [variant]: { ...values[variant], ...next } },
      Object.keys(next).map((key) => `${variant}.${key === 'configJson' ? 'config' : key}`),
    );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending || !canCreateExperiment(values)) return;
    const result = buildExperimentPayload(values);
    if ('payload' in result) {
      create.mutate(result.payload);
      return;
    }
    const { problem } = result;
    if (problem.kind === 'invalid-json') {
      setErrors({ [problem.field]: 'This is not valid JSON.' });
      toast({
        title: 'Invalid JSON',
        description: 'Please check your variant configuration JSON format.',
        variant: 'destructive',
      });
    } else {
      setErrors({ [problem.field]: problem.message });
      toast({ title: 'Check the experiment', description: problem.message, variant: 'destructive' });
    }
    document.getElementById(experimentFieldId(problem.field))?.focus();
  }

  const isPending = create.isPending;
  const nameId = experimentFieldId('name');
  const goalId = experimentFieldId('conversionGoal');
  return (
    <Card>
      <CardHeader>
        <CardTitle>New experiment</CardTitle>
        <CardDescription>
          Two conversation styles for the chat. Each chat visitor is assigned one for good, and the experiment
          counts who converts.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid gap-6">
          <div className="grid gap-5 md:grid-cols-2">
            <Field id={nameId} label="Experiment name" error={errors.name}>
              <Input
                id={nameId}
                value={values.name}
                disabled={isPending}
                maxLength={120}
                autoComplete="off"
                placeholder="e.g. Playful greeting"
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={describedBy(nameId, { error: errors.name })}
                onChange={(event) => change({ name: event.target.value }, ['name'])}
              />
            </Field>
            <Field
              id={goalId}
              label="Conversion goal"
              hint={CONVERSION_GOAL_COPY[values.conversionGoal].when}
            >
              <select
                id={goalId}
                value={values.conversionGoal}
                disabled={isPending}
                className={cn(fieldClasses, 'h-11')}
                aria-describedby={describedBy(goalId, { hint: true })}
                onChange={(event) => change({ conversionGoal: event.target.value as ConversionGoal }, [])}
              >
                {CONVERSION_GOALS.map((goal) => (
                  <option key={goal} value={goal}>
                    {CONVERSION_GOAL_COPY[goal].label}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <Field id={experimentFieldId('description')} label="Experiment description">
            <Textarea
              id={experimentFieldId('description')}
              value={values.description}
              disabled={isPending}
              rows={2}
              maxLength={1000}
              className="min-h-16"
              placeholder="What do you expect to learn?"
              onChange={(event) => change({ description: event.target.value }, [])}
            />
          </Field>
          <div className="grid gap-5 md:grid-cols-2">
            <VariantFields
              variant="variantA"
              legend="Variant A"
              values={values.variantA}
              errors={errors}
              disabled={isPending}
              onChange={changeVariant('variantA')}
            />
            <VariantFields
              variant="variantB"
              legend="Variant B"
              values={values.variantB}
              errors={errors}
              disabled={isPending}
              onChange={changeVariant('variantB')}
            />
          </div>
          <ConfigSettingsHelp />
          <TrafficSplitSlider
            id={experimentFieldId('trafficSplit')}
            value={values.trafficSplit}
            onChange={(trafficSplit) => change({ trafficSplit }, [])}
            nameA={values.variantA.name}
            nameB={values.variantB.name}
            disabled={isPending}
          />
          <div>
            <Button type="submit" disabled={!canCreateExperiment(values) || isPending}>
              {isPending ? 'Creating…' : 'Create Experiment'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
