import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DeferredToaster } from '#client/components/ui/deferred-toaster.tsx';
import { queryClient } from '#client/lib/query-client.ts';

/** Query client and toasts for the whole app (tests use tests/fixtures/client/test-providers.tsx). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <DeferredToaster />
    </QueryClientProvider>
  );
}
