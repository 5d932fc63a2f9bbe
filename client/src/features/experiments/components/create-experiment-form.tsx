import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FieldErrors, useForm } from 'react-hook-form';
import { Form } from '#client/components/form/form.tsx';
import { TextField } from '#client/components/form/text-field.tsx';
import { TextareaField } from '#client/components/form/textarea-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { showFailure } from '#client/lib/show-failure.ts';
import type { Experiment } from '#common/contracts/experiments.ts';
import { createExperiment } from '../api/create-experiment.ts';
import { EXPERIMENTS_QUERY_KEY } from '../api/get-experiments.ts';
import {
  canCreateExperiment,
  EMPTY_EXPERIMENT_FORM,
  type ExperimentFormValues,
  experimentFormSchema,
  INVALID_JSON_MESSAGE,
} from '../experiment-form-values.ts';
import { ConfigSettingsHelp } from './config-settings-help.tsx';
import { ConversionGoalField } from './conversion-goal-field.tsx';
import { TrafficSplitField } from './traffic-split-field.tsx';
import { VariantFields } from './variant-fields.tsx';

/** The one problem the form reports (the schema stops at the first), with spec §5's toast for it. */
function toastProblem(errors: FieldErrors<ExperimentFormValues>) {
  const variantErrors = [errors.variantA, errors.variantB].flatMap((variant) =>
    variant ? [variant.name, variant.configJson] : [],
  );
  const message = [errors.name, ...variantErrors, errors.trafficSplit, errors.conversionGoal].find(
    (error) => error?.message,
  )?.message;
  if (message === INVALID_JSON_MESSAGE) {
    toast({
      title: 'Invalid JSON',
      description: 'Please check your variant configuration JSON format.',
      variant: 'destructive',
    });
  } else if (message) {
    toast({ title: 'Check the experiment', description: message, variant: 'destructive' });
  }
}

/** Spec §2 A/B Testing creation form, with spec §5's rules and defaults and spec §8's toasts. */
export function CreateExperimentForm() {
  const form = useForm({
    defaultValues: EMPTY_EXPERIMENT_FORM,
    resolver: zodResolver(experimentFormSchema),
    reValidateMode: 'onSubmit',
  });
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: createExperiment,
    onSuccess: (experiment) => {
      queryClient.setQueryData<Experiment[]>(EXPERIMENTS_QUERY_KEY, (list = []) => [experiment, ...list]);
      form.reset(EMPTY_EXPERIMENT_FORM);
      toast({
        title: 'Experiment Created',
        description: `“${experiment.name}” is saved as a draft. Start it when you are ready.`,
      });
    },
    onError: (error) => showFailure(error, 'Failed to create experiment. Please try again.'),
  });
  const isPending = create.isPending;
  const canCreate = canCreateExperiment(form.watch());

  const submit = form.handleSubmit((payload) => {
    if (!isPending && canCreate) create.mutate(payload);
  }, toastProblem);

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
        <Form form={form} idPrefix="experiment" onSubmit={submit} className="grid gap-6">
          <div className="grid gap-5 md:grid-cols-2">
            <TextField
              name="name"
              label="Experiment name"
              disabled={isPending}
              maxLength={120}
              autoComplete="off"
              placeholder="e.g. Playful greeting"
            />
            <ConversionGoalField disabled={isPending} />
          </div>
          <TextareaField
            name="description"
            label="Experiment description"
            disabled={isPending}
            rows={2}
            maxLength={1000}
            controlClassName="min-h-16"
            placeholder="What do you expect to learn?"
          />
          <div className="grid gap-5 md:grid-cols-2">
            <VariantFields variant="variantA" legend="Variant A" disabled={isPending} />
            <VariantFields variant="variantB" legend="Variant B" disabled={isPending} />
          </div>
          <ConfigSettingsHelp />
          <TrafficSplitField disabled={isPending} />
          <div>
            <Button type="submit" disabled={!canCreate || isPending}>
              {isPending ? 'Creating…' : 'Create Experiment'}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
