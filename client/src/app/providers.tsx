import { DeferredToaster } from '@client/components/ui/deferred-toaster.tsx';
import { TooltipProvider } from '@client/components/ui/tooltip.tsx';
import { queryClient } from '@client/lib/query-client.ts';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@common/constants/ui.ts';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** Query client, tooltips and toasts for the whole app; tests pass their own query client. */
export function AppProviders({
  children,
  client = queryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  return (
    <QueryClientProvider client={client}>
      <TooltipProvider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
        {children}
        <DeferredToaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
