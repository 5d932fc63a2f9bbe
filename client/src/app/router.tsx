import { FullScreenSpinner } from '@client/components/ui/spinner.tsx';
import { useAuth } from '@client/lib/use-auth.ts';
import { type ComponentType, lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { AdminAccessDenied } from './routes/admin-access-denied.tsx';
import { NotFoundPage } from './routes/not-found.tsx';

/** A route loaded on first use: each page's code stays out of the bundles of the others. */
function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

// Every page is split out, so the first load of any page (the landing above all) carries only its own code.
const LandingPage = lazyPage(() => import('./routes/landing.tsx'), 'LandingPage');
const TermsPage = lazyPage(() => import('./routes/legal/terms.tsx'), 'TermsPage');
const PrivacyPage = lazyPage(() => import('./routes/legal/privacy.tsx'), 'PrivacyPage');
const DataDeletionPage = lazyPage(() => import('./routes/legal/data-deletion.tsx'), 'DataDeletionPage');
const DemoStoragePage = lazyPage(() => import('./routes/demo-storage.tsx'), 'DemoStoragePage');
const DashboardPage = lazyPage(() => import('./routes/dashboard.tsx'), 'DashboardPage');
const AdminPage = lazyPage(() => import('./routes/admin.tsx'), 'AdminPage');
const SetupPage = lazyPage(() => import('./routes/setup.tsx'), 'SetupPage');
const ArtistPage = lazyPage(() => import('./routes/artist-page.tsx'), 'ArtistPage');

/** Pages every visitor can open, signed in or not (spec §2, §6); a fragment, which wouter's Switch flattens. */
function publicRoutes() {
  return (
    <>
      <Route path="/terms" component={TermsPage} />
      <Route path="/privacy" component={PrivacyPage} />
      <Route path="/data-deletion" component={DataDeletionPage} />
      <Route path="/demo/storage" component={DemoStoragePage} />
      <Route path="/a/:handle" component={ArtistPage} />
    </>
  );
}

/**
 * Spec §2 route table. Which routes exist depends on who is signed in. Each set sits in the same
 * Suspense > Switch shape, so a page found in both (e.g. /terms) stays mounted when auth resolves.
 */
export function AppRouter({ hasPrerenderedPage = false }: { hasPrerenderedPage?: boolean }) {
  // Re-render on every navigation so the route set is chosen from the freshest user: the wizard writes the
  // completed user into the cache and navigates in the same tick, before query observers are notified.
  useLocation();
  const { user, isLoading } = useAuth();

  // A prerendered page on screen is the signed-out page, and hydration must render exactly it: keep it
  // while auth loads rather than the spinner. The server prerenders / only for requests without a session
  // cookie, so a signed-in artist gets the shell and its spinner (docs/decisions/004).
  if (isLoading && !hasPrerenderedPage) return <FullScreenSpinner />;

  if (!user) {
    return (
      <Suspense fallback={<FullScreenSpinner />}>
        <Switch>
          <Route path="/" component={LandingPage} />
          {publicRoutes()}
          <Route path="/admin">
            <AdminAccessDenied isSignedIn={false} />
          </Route>
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    );
  }

  if (!user.hasCompletedSetup) {
    return (
      <Suspense fallback={<FullScreenSpinner />}>
        <Switch>
          <Route path="/setup" component={SetupPage} />
          <Route>
            <Redirect to="/setup" replace />
          </Route>
        </Switch>
      </Suspense>
    );
  }

  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Switch>
        <Route path="/" component={DashboardPage} />
        <Route path="/dashboard" component={DashboardPage} />
        {user.isAdmin ? (
          <Route path="/admin" component={AdminPage} />
        ) : (
          <Route path="/admin">
            <AdminAccessDenied isSignedIn />
          </Route>
        )}
        {publicRoutes()}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
