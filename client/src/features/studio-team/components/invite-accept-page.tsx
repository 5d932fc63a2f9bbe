import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { serverMessageOf } from '#client/lib/api-client.ts';
import { useAuth } from '#client/lib/use-auth.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { acceptInvite, invitePreviewQueryOptions, STUDIO_ROLE_LABELS } from '../api/studio-api.ts';
import { rememberInvite } from '../pending-invite.ts';

const CLOSED = {
  used: 'This invite link was already used. Ask the studio for a new one if you need it.',
  revoked: 'The studio withdrew this invite. Ask them for a new one.',
  expired: 'This invite link has expired. Ask the studio for a new one.',
} as const;

/** /studio/invite/:token (decision 073): sign in, see which studio and role, accept once. */
export function InviteAcceptPage() {
  usePageTitle('Studio invite');
  const { token = '' } = useParams<{ token: string }>();
  const { user } = useAuth();
  return (
    <main
      id="main"
      className="mx-auto grid min-h-dvh w-full max-w-lg content-center bg-ink-950 px-4 py-10 text-bone"
    >
      <Card>
        <CardHeader>
          <CardTitle>Join a studio on Inkdesk</CardTitle>
          <CardDescription>An invite works once, for 7 days, for the address it was sent to.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {user ? (
            <InviteDetails
              token={token}
              email={user.email ?? ''}
              hasCompletedSetup={user.hasCompletedSetup}
            />
          ) : (
            <>
              <p>Sign in with the address the invite was sent to, then accept it here.</p>
              <Button
                onClick={() => {
                  rememberInvite(window.location.pathname);
                  window.location.assign('/api/login');
                }}
              >
                Sign in to accept
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </main>
  );
}

/**
 * Where a new member goes next (decision 073): front desk straight to the studio's bookings (it has no artist
 * profile: the server finished its setup on accepting); a new artist account to its profile, then the dashboard.
 */
function nextStepOf(role: keyof typeof STUDIO_ROLE_LABELS, hasCompletedSetup: boolean) {
  if (role === 'front_desk') return { href: '/dashboard?tab=bookings', label: 'Open the studio’s bookings' };
  return hasCompletedSetup
    ? { href: '/dashboard?tab=studio', label: 'Open your studio' }
    : { href: '/setup', label: 'Set up your profile' };
}

function InviteDetails({
  token,
  email,
  hasCompletedSetup,
}: {
  token: string;
  email: string;
  hasCompletedSetup: boolean;
}) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const preview = useQuery(invitePreviewQueryOptions(token));
  const accept = useMutation({
    mutationFn: () => acceptInvite(token),
    onSuccess: async () => {
      await queryClient.invalidateQueries();
      // Front desk's setup is done with the accept, so the app's routes change under this page: it goes straight
      // on to the studio's bookings rather than showing a link the new routes have already replaced.
      if (preview.data?.role === 'front_desk') navigate(nextStepOf('front_desk', true).href);
    },
  });
  if (preview.isPending) {
    return (
      <div role="status" aria-label="Loading the invite" className="flex justify-center py-6">
        <Spinner />
      </div>
    );
  }
  if (preview.isError) {
    return (
      <p role="alert">
        {serverMessageOf(preview.error) ?? 'This invite could not be loaded. Please try again.'}
      </p>
    );
  }
  const invite = preview.data;
  if (accept.isSuccess) {
    return (
      <div role="status" className="grid gap-3">
        <p className="text-lg font-semibold">You joined {accept.data.name}.</p>
        <Link href={nextStepOf(invite.role, hasCompletedSetup).href} className="font-semibold underline">
          {nextStepOf(invite.role, hasCompletedSetup).label}
        </Link>
      </div>
    );
  }
  const isWrongEmail = email.toLowerCase() !== invite.email;
  return (
    <div className="grid gap-4">
      <p>
        <span className="font-semibold">{invite.studioName}</span> invites{' '}
        <span className="font-semibold">{invite.email}</span> to join as{' '}
        {STUDIO_ROLE_LABELS[invite.role].toLowerCase()}.
      </p>
      {invite.status !== 'open' ? (
        <p role="alert" className="text-rose-300">
          {CLOSED[invite.status]}
        </p>
      ) : isWrongEmail ? (
        <p role="alert" className="text-rose-300">
          You are signed in as {email || 'an account without an email'}. Sign out and sign in as{' '}
          {invite.email} to accept.
        </p>
      ) : (
        <Button onClick={() => accept.mutate()} disabled={accept.isPending}>
          {accept.isPending ? 'Joining…' : `Accept and join ${invite.studioName}`}
        </Button>
      )}
      {accept.isError ? (
        <p role="alert" className="text-rose-300">
          {serverMessageOf(accept.error) ?? 'The invite could not be accepted. Please try again.'}
        </p>
      ) : null}
    </div>
  );
}
