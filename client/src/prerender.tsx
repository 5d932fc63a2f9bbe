import { createQueryClient } from '@client/lib/query-client.ts';
import { prerender } from 'react-dom/static';
import { App } from './app/app.tsx';

/**
 * The pages `npm run build` writes as static HTML (scripts/prerender-plugin.ts). Each `routeModule`
 * exports the `pageTitle` its page's <title> gets.
 */
export const PRERENDERED_PAGES = [
  { path: '/', routeModule: '/src/app/routes/landing.tsx' },
  { path: '/terms', routeModule: '/src/app/routes/legal/terms.tsx' },
  { path: '/privacy', routeModule: '/src/app/routes/legal/privacy.tsx' },
  { path: '/data-deletion', routeModule: '/src/app/routes/legal/data-deletion.tsx' },
] as const;

/** The markup of #root for one path, as a signed-out visitor's first render (waits for lazy routes). */
export async function renderPage(path: string): Promise<string> {
  const { prelude } = await prerender(
    <App ssrPath={path} queryClient={createQueryClient()} hasPrerenderedPage />,
  );
  return new Response(prelude).text();
}
