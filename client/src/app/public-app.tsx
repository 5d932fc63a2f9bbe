import { StrictMode, Suspense } from 'react';
import { Route, Router, Switch } from 'wouter';
import { usePathname } from 'wouter/use-browser-location';
import { PRERENDERED_PAGES } from './public-pages.ts';

/**
 * Links on these pages load the next page from the server instead of routing in place: the server decides
 * what a path is for this visitor (the landing, or with a session cookie the app and its dashboard).
 */
function useDocumentLocation(options: { ssrPath?: string }): [string, (to: string) => void] {
  return [usePathname(options), (to) => window.location.assign(to)];
}

/**
 * The prerendered pages (landing and legal), as the build renders them and the browser hydrates them.
 * Each is a document of its own that needs no signed-in state: the server sends the landing only to
 * requests without a session cookie, and the legal pages read the same for everyone. So no query client
 * and no auth check load with them, which keeps the landing's first JavaScript small (docs/decisions/004).
 */
export function PublicApp({ ssrPath }: { ssrPath?: string }) {
  return (
    <StrictMode>
      <Router ssrPath={ssrPath} hook={useDocumentLocation}>
        <Suspense fallback={null}>
          <Switch>
            {PRERENDERED_PAGES.map(({ path, Page }) => (
              <Route key={path} path={path} component={Page} />
            ))}
          </Switch>
        </Suspense>
      </Router>
    </StrictMode>
  );
}
