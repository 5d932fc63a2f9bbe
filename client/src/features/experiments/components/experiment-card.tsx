import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { cn } from '#client/lib/cn.ts';
import { formatDateTime } from '#client/lib/format-date-time.ts';
import { showFailure } from '#client/lib/show-failure.ts';
import type { ExperimentStatus } from '#common/constants/statuses.ts';
import type { Experiment, UpdateExperiment } from '#common/contracts/experiments.ts';
import { getExperimentResultsQueryOptions } from '../api/get-experiment-results.ts';
import { EXPERIMENTS_QUERY_KEY } from '../api/get-experiments.ts';
import { updateExperiment } from '../api/update-experiment.ts';
import { CONVERSION_GOAL_COPY } from '../conversion-goals.ts';
import { experimentAction } from '../experiment-actions.ts';
import { ResultsVerdict, VariantNumbers } from './experiment-results.tsx';

const STATUS_BADGE: Record<
  ExperimentStatus,
  { label: string; variant: 'default' | 'secondary' | 'outline' }
> = {
  draft: { label: 'Draft', variant: 'outline' },
  active: { label: 'Active', variant: 'default' },
  paused: { label: 'Paused', variant: 'secondary' },
  completed: { label: 'Completed', variant: 'secondary' },
};

/** One experiment: its setup, spec §4 control, dates once set, and results per variant. */
export function ExperimentCard({ experiment }: { experiment: Experiment }) {
  const queryClient = useQueryClient();
  const hasRun = experiment.status !== 'draft';
  const results = useQuery({ ...getExperimentResultsQueryOptions(experiment.id), enabled: hasRun });
  const update = useMutation({
    mutationFn: (change: UpdateExperiment) => updateExperiment(experiment.id, change),
    onSuccess: (updated) => {
      queryClient.setQueryData<Experiment[]>(EXPERIMENTS_QUERY_KEY, (list = []) =>
        list.map((item) => (item.id === updated.id ? updated : item)),
      );
      toast({ title: 'Experiment Updated', description: `“${updated.name}” is now ${updated.status}.` });
    },
    onError: (error) => showFailure(error, 'Failed to update experiment.'),
  });
  const action = experimentAction(experiment.status, new Date());
  const badge = STATUS_BADGE[experiment.status];
  const titleId = `experiment-${experiment.id}-title`;

  return (
    <Card aria-labelledby={titleId}>
      <CardHeader className="gap-3 sm:flex sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle id={titleId} className="break-words">
              {experiment.name}
            </CardTitle>
            <Badge variant={badge.variant}>{badge.label}</Badge>
          </div>
          {experiment.description ? <CardDescription>{experiment.description}</CardDescription> : null}
          <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
            <Detail label="Goal">{CONVERSION_GOAL_COPY[experiment.conversionGoal].label}</Detail>
            <Detail label="Split">
              {experiment.variantA.name} {100 - experiment.trafficSplit}% · {experiment.variantB.name}{' '}
              {experiment.trafficSplit}%
            </Detail>
            {experiment.startDate ? (
              <Detail label="Started">{formatDateTime(experiment.startDate)}</Detail>
            ) : null}
            {experiment.endDate ? <Detail label="Ended">{formatDateTime(experiment.endDate)}</Detail> : null}
          </dl>
        </div>
        {action ? (
          <Button
            variant={action.label === 'Pause' ? 'outline' : 'primary'}
            size="sm"
            disabled={update.isPending}
            aria-describedby={titleId}
            // Start's date is taken at the click, not when the card was drawn.
            onClick={() => update.mutate(experimentAction(experiment.status, new Date())!.change)}
          >
            {action.label}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-3 md:grid-cols-2">
          {(['A', 'B'] as const).map((key) => {
            const variant = key === 'A' ? experiment.variantA : experiment.variantB;
            const counts = key === 'A' ? results.data?.variantA : results.data?.variantB;
            const isWinner = results.data?.winner === key;
            return (
              <section
                key={key}
                aria-label={`Variant ${key}: ${variant.name}`}
                className={cn(
                  'grid content-start gap-3 rounded-xl border p-4',
                  isWinner ? 'border-emerald-400/70' : 'border-ink-700',
                )}
              >
                <div className="grid gap-1">
                  <p className="text-xs font-bold tracking-wide text-mist uppercase">Variant {key}</p>
                  <p className="font-semibold break-words">
                    {variant.name}
                    {isWinner ? <span className="ml-2 text-sm text-emerald-300">Winner</span> : null}
                  </p>
                  {variant.description ? <p className="text-sm text-mist">{variant.description}</p> : null}
                </div>
                <code className="block overflow-x-auto rounded-md bg-ink-950 px-3 py-2 font-mono text-xs text-bone/90">
                  {JSON.stringify(variant.config)}
                </code>
                {hasRun ? <VariantNumbers counts={counts} /> : null}
              </section>
            );
          })}
        </div>
        {!hasRun ? (
          <p className="text-sm text-mist">
            Start the experiment to assign chat visitors and count conversions.
          </p>
        ) : results.isError ? (
          <p className="text-sm text-rose-300">The results could not be loaded. Please try again.</p>
        ) : results.data ? (
          <ResultsVerdict experiment={experiment} results={results.data} />
        ) : null}
      </CardContent>
    </Card>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-1.5">
      <dt className="text-mist">{label}</dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  );
}
