import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';

/**
 * What the app provides, for a component under test: a query client of its own (spec §7 defaults, no
 * cache shared with other tests) and the toaster, mounted at once (the app defers it) so a test reads a
 * toast without waiting for a chunk to load.
 */
export function TestProviders({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
