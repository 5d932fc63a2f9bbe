import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';

/**
 * Renders the app into #root. Prerendered pages (landing, legal) arrive with their markup there, so React
 * adopts it instead of repainting; every other path gets the empty shell (docs/decisions/004).
 */
export function startApp(root: HTMLElement, hasPrerenderedPage: boolean): void {
  if (hasPrerenderedPage) {
    hydrateRoot(root, <App hasPrerenderedPage />);
  } else {
    createRoot(root).render(<App hasPrerenderedPage={false} />);
  }
}
