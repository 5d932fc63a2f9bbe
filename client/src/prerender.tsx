import { prerender } from 'react-dom/static';
import { PublicApp } from './app/public-app.tsx';

export { PRERENDERED_PAGES } from './app/public-pages.ts';

/** The markup of #root for one path, exactly as PublicApp hydrates it (waits for lazy routes). */
export async function renderPage(path: string): Promise<string> {
  const { prelude } = await prerender(<PublicApp ssrPath={path} />);
  return new Response(prelude).text();
}
