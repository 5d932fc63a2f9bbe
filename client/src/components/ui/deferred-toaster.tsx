import { lazy, Suspense, useState } from 'react';
import { useToast } from './use-toast.ts';

const Toaster = lazy(() => import('./toaster.tsx').then((module) => ({ default: module.Toaster })));

/**
 * Mounts the Radix toaster when the first toast is shown and keeps it: pages that never toast, the
 * landing above all, never download it (docs/decisions/004).
 */
export function DeferredToaster() {
  const { toasts } = useToast();
  const [isNeeded, setIsNeeded] = useState(false);
  if (toasts.length > 0 && !isNeeded) setIsNeeded(true);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
