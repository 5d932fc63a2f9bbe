import { StrictMode } from 'react';
import { Router } from 'wouter';
import { AppProviders } from './providers.tsx';
import { AppRouter } from './router.tsx';

/** The whole client app, rendered into the shell; the prerendered pages hydrate as PublicApp instead. */
export function App() {
  return (
    <StrictMode>
      <Router>
        <AppProviders>
          <AppRouter />
        </AppProviders>
      </Router>
    </StrictMode>
  );
}
