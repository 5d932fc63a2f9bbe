import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { EXPERIMENTS_QUERY_KEY, getExperimentsQueryOptions } from '../api/get-experiments.ts';
import { CreateExperimentForm } from './create-experiment-form.tsx';
import { ExperimentCard } from './experiment-card.tsx';

/** Spec §2 A/B Testing tab: the creation form, then every experiment with its results. */
export function ExperimentsPanel() {
  const experiments = useQuery(getExperimentsQueryOptions());
  const queryClient = useQueryClient();
  return (
    <div className="grid gap-8">
      <CreateExperimentForm />
      <section aria-labelledby="experiments-heading" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="experiments-heading" className="text-2xl font-bold tracking-tight">
            Experiments
          </h2>
          <Button
            variant="outline"
            size="sm"
            disabled={experiments.isFetching}
            // Results are never stale by default (spec §7); an admin watching a test asks for fresh ones.
            onClick={() => void queryClient.invalidateQueries({ queryKey: EXPERIMENTS_QUERY_KEY })}
          >
            Refresh results
          </Button>
        </div>
        {experiments.isLoading ? (
          <div role="status" aria-label="Loading experiments" className="flex justify-center py-10">
            <Spinner />
          </div>
        ) : experiments.isError ? (
          <p className="rounded-2xl border border-ink-700 p-6 text-center text-rose-300">
            Error loading experiments. Please try again.
          </p>
        ) : experiments.data?.length ? (
          <ul className="grid gap-5">
            {experiments.data.map((experiment) => (
              <li key={experiment.id}>
                <ExperimentCard experiment={experiment} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="rounded-2xl border border-dashed border-ink-600 px-6 py-12 text-center">
            <p className="text-lg font-semibold">No experiments found...</p>
            <p className="mt-2 text-mist">Create one above to compare two conversation styles.</p>
          </div>
        )}
      </section>
    </div>
  );
}
