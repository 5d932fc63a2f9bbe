import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DeferredToaster } from '#client/components/ui/deferred-toaster.tsx';
import { queryClient } from '#client/lib/query-client.ts';

/** Query client and toasts for the whole app; tests pass their own query client. */
export function AppProviders({
  children,
  client = queryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <DeferredToaster />
    </QueryClientProvider>
  );
}
