import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { DeferredToaster } from '#client/components/ui/deferred-toaster.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';

/**
 * What the app provides, for a component under test: a query client of its own (spec §7 defaults, no
 * cache shared with other tests) and the same toaster as the app.
 */
export function TestProviders({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      {children}
      <DeferredToaster />
    </QueryClientProvider>
  );
}
