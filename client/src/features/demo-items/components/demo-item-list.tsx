import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { serverMessageOf } from '#client/lib/api-client.ts';
import { DEMO_ITEMS_MAX, type DemoItem } from '#common/contracts/demo-items.ts';
import { deleteDemoItem } from '../api/delete-demo-item.ts';
import { DEMO_ITEMS_QUERY_KEY, getDemoItemsQueryOptions } from '../api/get-demo-items.ts';
import { updateDemoItem } from '../api/update-demo-item.ts';
import { DemoItemRow } from './demo-item-row.tsx';

/** Spec §2 storage demo: every stored item, with toggle-completed ('Item updated') and delete ('Item deleted'). */
export function DemoItemList() {
  const { data: items, isPending, isError } = useQuery(getDemoItemsQueryOptions());
  const queryClient = useQueryClient();
  const replaceItems = (change: (items: DemoItem[]) => DemoItem[]) =>
    queryClient.setQueryData<DemoItem[]>(DEMO_ITEMS_QUERY_KEY, (current = []) => change(current));

  const toggle = useMutation({
    mutationFn: ({ id, completed }: { id: string; completed: boolean }) => updateDemoItem(id, { completed }),
    // The list changes at once; a failure reloads it, which puts the row back (demo-item-row.tsx).
    onMutate: ({ id, completed }) =>
      replaceItems((current) => current.map((item) => (item.id === id ? { ...item, completed } : item))),
    onSuccess: (updated) => {
      replaceItems((current) => current.map((item) => (item.id === updated.id ? updated : item)));
      toast({
        title: 'Item updated',
        description: `“${updated.title}” is ${updated.completed ? 'done' : 'open again'}.`,
      });
    },
    onError: (error) => failed('Failed to update demo item', error),
  });

  const remove = useMutation({
    mutationFn: (item: DemoItem) => deleteDemoItem(item.id),
    onSuccess: (_result, deleted) => {
      replaceItems((current) => current.filter((item) => item.id !== deleted.id));
      toast({ title: 'Item deleted', description: `“${deleted.title}” is gone.` });
    },
    onError: (error) => failed('Failed to delete demo item', error),
  });

  function failed(title: string, error: Error) {
    toast({ title, description: serverMessageOf(error) ?? 'Please try again.', variant: 'destructive' });
    // Someone else may have changed the shared list: show what is really stored now.
    void queryClient.invalidateQueries({ queryKey: DEMO_ITEMS_QUERY_KEY });
  }

  const busyId = toggle.isPending ? toggle.variables.id : remove.isPending ? remove.variables.id : null;

  return (
    <section aria-labelledby="demo-items-title" className="grid content-start gap-4">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="demo-items-title" className="text-2xl font-bold tracking-tight">
          Stored items
        </h2>
        {items ? (
          <p className="text-sm text-mist">
            {items.length} of {DEMO_ITEMS_MAX}
          </p>
        ) : null}
      </div>
      {isPending ? (
        <div role="status" aria-label="Loading items" className="flex justify-center py-10">
          <Spinner className="size-8" />
        </div>
      ) : isError ? (
        <p role="alert" className="rounded-xl border border-rose-400/50 bg-rose-950/40 p-4 text-rose-100">
          The items could not be loaded. Reload the page to try again.
        </p>
      ) : items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-ink-600 p-8 text-center text-mist">
          No items yet. Create the first one.
        </p>
      ) : (
        <ul className="grid gap-3">
          {items.map((item) => (
            <DemoItemRow
              key={item.id}
              item={item}
              isBusy={busyId === item.id}
              onToggle={(completed) => toggle.mutate({ id: item.id, completed })}
              onDelete={() => remove.mutate(item)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
