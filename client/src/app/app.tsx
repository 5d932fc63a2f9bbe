import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { Router } from 'wouter';
import { AppProviders } from './providers.tsx';
import { AppRouter } from './router.tsx';

/**
 * The whole client, as the browser renders it and as the build prerenders it (client/src/prerender.tsx).
 * Both go through this one tree so hydration finds exactly the markup it would render itself.
 */
export function App({
  ssrPath,
  queryClient,
  hasPrerenderedPage,
}: {
  /** The path to render at build time; in the browser wouter reads the location. */
  ssrPath?: string;
  queryClient?: QueryClient;
  hasPrerenderedPage: boolean;
}) {
  return (
    <StrictMode>
      <Router ssrPath={ssrPath}>
        <AppProviders client={queryClient}>
          <AppRouter hasPrerenderedPage={hasPrerenderedPage} />
        </AppProviders>
      </Router>
    </StrictMode>
  );
}
