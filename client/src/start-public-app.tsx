import { hydrateRoot } from 'react-dom/client';
import { PublicApp } from './app/public-app.tsx';

/** Adopts a prerendered page's markup in #root instead of repainting it (docs/decisions/004). */
export function startPublicApp(root: HTMLElement): void {
  hydrateRoot(root, <PublicApp />);
}
