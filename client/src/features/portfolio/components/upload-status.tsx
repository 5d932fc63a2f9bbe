import { Progress } from '#client/components/ui/progress.tsx';
import { cn } from '#client/lib/cn.ts';
import type { UploadState } from '../hooks/use-portfolio-upload.ts';
import { formatBytes } from '../upload-selection.ts';

const STATE_LABELS = { waiting: 'Uploading', saved: 'Saved', skipped: 'Skipped' } as const;

/** The bytes-sent progress bar while uploading, then one line per file saying what became of it. */
export function UploadStatus({ state }: { state: UploadState }) {
  if (state.phase === 'idle') return null;
  const saved = state.files.filter((file) => file.state === 'saved').length;
  return (
    <div className="grid gap-3 rounded-xl border border-ink-700 bg-ink-950/60 p-4">
      {state.phase === 'uploading' ? (
        <div className="grid gap-2">
          <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
            <span className="font-semibold">
              Uploading {state.files.filter((f) => f.state === 'waiting').length} images…
            </span>
            <span className="text-mist tabular-nums">
              {formatBytes(state.loaded)} of {formatBytes(state.total)}
            </span>
          </div>
          <Progress value={state.loaded} max={state.total} label="Upload progress" />
        </div>
      ) : (
        <p role="status" className="text-sm font-semibold">
          {saved} of {state.files.length} saved
        </p>
      )}
      <ul className="grid max-h-60 gap-1.5 overflow-y-auto text-sm" aria-label="Files in this upload">
        {state.files.map((file) => (
          <li key={file.id} className="flex min-w-0 items-baseline gap-2">
            <span
              className={cn(
                'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold',
                file.state === 'saved' && 'bg-emerald-900/70 text-emerald-100',
                file.state === 'skipped' && 'bg-rose-950 text-rose-200',
                file.state === 'waiting' && 'bg-ink-700 text-bone',
              )}
            >
              {STATE_LABELS[file.state]}
            </span>
            <span className="min-w-0 truncate" title={file.name}>
              {file.name}
            </span>
            {file.reason ? <span className="min-w-0 text-mist">{file.reason}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
