import { Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { FullScreenSpinner } from '#client/components/ui/spinner.tsx';
import { ReturnToInvite } from '#client/features/studio-team/components/return-to-invite.tsx';
import { useAuth } from '#client/lib/use-auth.ts';
import { SANDBOX_DM_PAGE_PATH } from '#common/contracts/instagram.ts';
import { lazyPage } from './lazy-page.ts';
import { landingPage, legalPages } from './public-pages.ts';
import { AdminAccessDenied } from './routes/admin-access-denied.tsx';
import { NotFoundPage } from './routes/not-found.tsx';

// Every page is split out, so the first load of any page carries only its own code.
const DemoStoragePage = lazyPage(() => import('./routes/demo-storage.tsx'), 'DemoStoragePage');
const DashboardPage = lazyPage(() => import('./routes/dashboard.tsx'), 'DashboardPage');
const AdminPage = lazyPage(() => import('./routes/admin.tsx'), 'AdminPage');
const SetupPage = lazyPage(() => import('./routes/setup.tsx'), 'SetupPage');
const ArtistPage = lazyPage(() => import('./routes/artist-page.tsx'), 'ArtistPage');
const StudioPage = lazyPage(() => import('./routes/studio-page.tsx'), 'StudioPage');
const RequestPage = lazyPage(() => import('./routes/request-page.tsx'), 'RequestPage');
const EmbedArtistPage = lazyPage(() => import('./routes/embed.tsx'), 'EmbedArtistPage');
const EmbedStudioPage = lazyPage(() => import('./routes/embed.tsx'), 'EmbedStudioPage');
const ConsentFormPage = lazyPage(() => import('./routes/request-page.tsx'), 'ConsentFormPage');
const InstagramSandboxPage = lazyPage(
  () => import('#client/features/instagram-sandbox/components/instagram-sandbox-page.tsx'),
  'InstagramSandboxPage',
);
const InviteAcceptPage = lazyPage(
  () => import('#client/features/studio-team/components/invite-accept-page.tsx'),
  'InviteAcceptPage',
);
const DeletionStatusPage = lazyPage(
  () => import('#client/features/account/components/deletion-status-page.tsx'),
  'DeletionStatusPage',
);

/** Pages every visitor can open, signed in or not (spec §2, §6); a fragment, which wouter's Switch flattens. */
function publicRoutes() {
  return (
    <>
      {legalPages.map(({ path, Page }) => (
        <Route key={path} path={path} component={Page} />
      ))}
      <Route path="/demo/storage" component={DemoStoragePage} />
      <Route path="/a/:handle" component={ArtistPage} />
      <Route path="/s/:handle" component={StudioPage} />
      {/* The website widget's chat (decision 074); the server lets only the allowed sites frame it. */}
      <Route path="/embed/a/:handle" component={EmbedArtistPage} />
      <Route path="/embed/s/:handle" component={EmbedStudioPage} />
      <Route path="/r/:token" component={RequestPage} />
      <Route path="/r/:token/consent/:bookingId" component={ConsentFormPage} />
      <Route path="/data-deletion/status" component={DeletionStatusPage} />
      {/* Decision 073: signed out it asks to sign in, and the dashboard brings the invitee back here. */}
      <Route path="/studio/invite/:token" component={InviteAcceptPage} />
    </>
  );
}

/**
 * Spec §2 route table. Which routes exist depends on who is signed in. Each set sits in the same
 * Suspense > Switch shape, so a page found in both (e.g. /terms) stays mounted when the user changes.
 */
export function AppRouter() {
  // Re-render on every navigation so the route set is chosen from the freshest user: the wizard writes the
  // completed user into the cache and navigates in the same tick, before query observers are notified.
  useLocation();
  const { user, isLoading } = useAuth();

  if (isLoading) return <FullScreenSpinner />;

  if (!user) {
    return (
      <Suspense fallback={<FullScreenSpinner />}>
        <Switch>
          <Route path="/" component={landingPage.Page} />
          {publicRoutes()}
          {/* Signed-in pages send a signed-out visitor to sign-in, as spec §6 has /admin do. */}
          {['/admin', '/dashboard', '/setup'].map((path) => (
            <Route key={path} path={path}>
              <AdminAccessDenied isSignedIn={false} />
            </Route>
          ))}
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    );
  }

  // Admins need no artist persona: they skip the wizard (issue #12) and may still open it from /setup. Sign-in
  // lands them on /admin; with no dashboard of their own, '/' (the admin's Back to Home) is the public home.
  if (!user.hasCompletedSetup && user.isAdmin) {
    return (
      <Suspense fallback={<FullScreenSpinner />}>
        <Switch>
          <Route path="/" component={landingPage.Page} />
          <Route path="/admin" component={AdminPage} />
          <Route path="/setup" component={SetupPage} />
          {publicRoutes()}
          <Route path="/dashboard">
            <Redirect to="/admin" replace />
          </Route>
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    );
  }

  if (!user.hasCompletedSetup) {
    return (
      <Suspense fallback={<FullScreenSpinner />}>
        {/* Someone who signs up from a studio invite accepts it before the wizard, not after (decision 073). */}
        <ReturnToInvite />
        <Switch>
          <Route path="/setup" component={SetupPage} />
          <Route path="/studio/invite/:token" component={InviteAcceptPage} />
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
        <Route path={SANDBOX_DM_PAGE_PATH} component={InstagramSandboxPage} />
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
