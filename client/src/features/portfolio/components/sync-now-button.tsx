import { RefreshCw } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { describeSyncResult, usePhotoSync } from '../hooks/use-photo-sync.ts';

/** "Sync now" (decision 057), shown only while Instagram is connected, with the last sync's result beside it. */
export function SyncNowButton() {
  const { status, sync, isRunning } = usePhotoSync();
  if (!status?.isConnected) return null;
  return (
    <div className="grid justify-items-start gap-1 sm:justify-items-end">
      <Button variant="outline" onClick={() => sync.mutate()} disabled={isRunning} aria-busy={isRunning}>
        <RefreshCw aria-hidden="true" className={isRunning ? 'size-4 animate-spin' : 'size-4'} />
        {isRunning ? 'Syncing…' : 'Sync now'}
      </Button>
      <p role="status" className="text-xs text-mist">
        {isRunning
          ? 'Reading your Instagram posts…'
          : status.lastSyncAt && status.added !== null
            ? `Last sync: ${describeSyncResult(status)}`
            : null}
      </p>
    </div>
  );
}
