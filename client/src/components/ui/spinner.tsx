import { cn } from '#client/lib/cn.ts';

export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block size-10 animate-spin rounded-full border-4 border-ink-600 border-t-accent motion-reduce:animate-[spin_2s_linear_infinite]',
        className,
      )}
    />
  );
}

/** Spec §2: shown over the whole screen while auth status (or a lazy route) loads. */
export function FullScreenSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" aria-label={label} className="flex min-h-dvh items-center justify-center bg-ink-950">
      <Spinner />
    </div>
  );
}
