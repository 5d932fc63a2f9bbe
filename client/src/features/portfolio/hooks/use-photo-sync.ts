import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from '#client/components/ui/use-toast.ts';
import { serverMessageOf } from '#client/lib/api-client.ts';
import { showFailure } from '#client/lib/show-failure.ts';
import type { PhotoSyncStatus } from '#common/contracts/portfolio.ts';
import { PORTFOLIO_QUERY_KEY } from '../api/get-portfolio.ts';
import { getPhotoSyncQueryOptions, PHOTO_SYNC_QUERY_KEY, requestPhotoSync } from '../api/photo-sync.ts';

/** How often a running sync is asked about, and for how long before the tab stops asking. */
const RUNNING_POLL_MS = 1500;
const GIVE_UP_AFTER_MS = 3 * 60_000;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "3 added, 1 removed": what the last sync did. */
export function describeSyncResult(status: PhotoSyncStatus): string {
  return `${plural(status.added ?? 0, 'post')} added, ${status.removed ?? 0} removed`;
}

const isWatched = (status: PhotoSyncStatus | undefined) =>
  status?.isRunning === true &&
  status.requestedAt !== null &&
  Date.now() - Date.parse(status.requestedAt) < GIVE_UP_AFTER_MS;

/**
 * "Sync now" (decision 057): the connection's sync state, polled while a sync the artist asked for runs; when
 * it ends, the portfolio is read again and a toast says what it added and removed.
 */
export function usePhotoSync() {
  const queryClient = useQueryClient();
  const status = useQuery({
    ...getPhotoSyncQueryOptions(),
    refetchInterval: (query) => (isWatched(query.state.data) ? RUNNING_POLL_MS : false),
  });
  const wasRunning = useRef(false);
  const data = status.data;

  useEffect(() => {
    if (!data) return;
    if (wasRunning.current && !data.isRunning) {
      void queryClient.invalidateQueries({ queryKey: PORTFOLIO_QUERY_KEY });
      toast({ title: 'Instagram Synced', description: `${describeSyncResult(data)}.` });
    }
    wasRunning.current = data.isRunning;
  }, [data, queryClient]);

  const sync = useMutation({
    mutationFn: requestPhotoSync,
    onSuccess: (started) => queryClient.setQueryData(PHOTO_SYNC_QUERY_KEY, started),
    onError: (error) =>
      showFailure(
        error,
        serverMessageOf(error) ?? 'Could not start the sync. Please try again.',
        'Sync Failed',
      ),
  });

  return { status: data, sync, isRunning: isWatched(data) || sync.isPending };
}
