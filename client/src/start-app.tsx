import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';

/** Renders the signed-in app (and every page that is not prerendered) into the shell's empty #root. */
export function startApp(root: HTMLElement): void {
  createRoot(root).render(<App />);
}
