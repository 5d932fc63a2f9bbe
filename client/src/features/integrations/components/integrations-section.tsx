import { useMutation, useQuery } from '@tanstack/react-query';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { formatDateTime } from '#client/lib/format-date-time.ts';
import { useAuth } from '#client/lib/use-auth.ts';
import { type InstagramConnection, SANDBOX_DM_PAGE_PATH } from '#common/contracts/instagram.ts';
import { getInstagramConnectionQueryOptions, startInstagramConnect } from '../api/instagram-connection.ts';
import { useConnectionResultNotice } from './connection-result-notice.tsx';
import { DisconnectInstagramDialog } from './disconnect-instagram-dialog.tsx';

/** Settings → Integrations (issue #10): connect Instagram (or a sandbox account), see it, disconnect it. */
const REJECTION_REASONS = {
  missing: 'missing',
  malformed: 'not in the sha256=… form',
  mismatch: 'not made with this server’s INSTAGRAM_APP_SECRET',
} as const;

export function IntegrationsSection() {
  useConnectionResultNotice();
  const connection = useQuery(getInstagramConnectionQueryOptions());
  return (
    <Card aria-labelledby="integrations-title">
      <CardHeader>
        <CardTitle id="integrations-title">Integrations</CardTitle>
        <CardDescription>
          Let your assistant answer your Instagram Business DMs and keep your portfolio in sync.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <div className="grid gap-4 rounded-xl border border-ink-600 bg-ink-900/60 p-4 sm:p-5">
          <h3 className="text-lg font-semibold">Instagram</h3>
          {connection.data ? (
            <InstagramRow connection={connection.data} />
          ) : (
            <p className="text-mist">Loading…</p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * Server variables and signature details are for whoever runs the server (an admin, or the README); an artist is
 * told what it means for them and whom to ask (issue #25).
 */
function InstagramRow({ connection }: { connection: InstagramConnection }) {
  const isOperator = useAuth().user?.isAdmin === true;
  const connect = useMutation({
    mutationFn: startInstagramConnect,
    onSuccess: (authorizeUrl) => window.location.assign(authorizeUrl),
    onError: () =>
      toast({ title: 'Could not start', description: 'Please try again.', variant: 'destructive' }),
  });
  const { account, mode } = connection;

  if (account) {
    return (
      <div className="grid gap-4 sm:flex sm:items-start sm:justify-between">
        <dl className="grid gap-1 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <dt className="sr-only">Account</dt>
            <dd className="text-base font-semibold text-bone">@{account.username}</dd>
            {account.isSandbox ? <Badge>Sandbox</Badge> : null}
          </div>
          <div className="flex gap-1 text-mist">
            <dt>Connected:</dt>
            <dd>{formatDateTime(account.connectedAt)}</dd>
          </div>
          <div className="flex gap-1 text-mist">
            <dt>Last webhook received:</dt>
            <dd>{account.lastWebhookAt ? formatDateTime(account.lastWebhookAt) : 'None yet'}</dd>
          </div>
          {account.lastWebhookRejected ? (
            // A refused signature is either one bad request or a wrong INSTAGRAM_APP_SECRET (decision 027).
            <div
              role="status"
              className="mt-2 rounded-lg border border-rose-800 bg-rose-950/40 p-3 text-rose-100"
            >
              <dt className="font-semibold">
                Last webhook rejected: {formatDateTime(account.lastWebhookRejected.at)}
              </dt>
              <dd>
                {isOperator
                  ? (account.lastWebhookRejected.hint ??
                    `Its signature (X-Hub-Signature-256) was ${REJECTION_REASONS[account.lastWebhookRejected.reason]}.`)
                  : 'Instagram’s message could not be verified, so a DM may be missing here. If this keeps happening, tell whoever runs your Inkdesk: the details are in their admin view.'}
              </dd>
            </div>
          ) : null}
          {account.isSandbox ? (
            <dd className="mt-2">
              <a
                className="font-semibold text-accent underline-offset-4 hover:underline"
                href={SANDBOX_DM_PAGE_PATH}
              >
                Message this sandbox account as a client
              </a>
            </dd>
          ) : null}
        </dl>
        <DisconnectInstagramDialog username={account.username} />
      </div>
    );
  }

  if (mode === 'meta') {
    return (
      <div className="grid gap-3">
        <p className="text-mist">
          Connect your Instagram professional account to let the assistant answer your DMs.
        </p>
        <Button className="justify-self-start" disabled={connect.isPending} onClick={() => connect.mutate()}>
          Connect Instagram
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-3 text-mist">
      {isOperator ? (
        <p>
          This server has no Instagram app configured. To connect a real account, set{' '}
          <code className="text-bone">INSTAGRAM_APP_ID</code>,{' '}
          <code className="text-bone">INSTAGRAM_APP_SECRET</code> and{' '}
          <code className="text-bone">INSTAGRAM_WEBHOOK_VERIFY_TOKEN</code> from your Meta app, with the
          webhook callback <code className="text-bone">/api/webhooks/instagram</code>.
        </p>
      ) : (
        <p>
          Connecting a real Instagram account isn’t switched on for this Inkdesk yet. Whoever runs it can turn
          it on; until then your DMs stay in the Instagram app.
        </p>
      )}
      {mode === 'sandbox' ? (
        <>
          <p>
            Meanwhile, try the whole DM flow with a sandbox account: it behaves like Instagram, and no real
            client sees it.
          </p>
          <Button
            className="justify-self-start"
            disabled={connect.isPending}
            onClick={() => connect.mutate()}
          >
            Connect a sandbox account
          </Button>
        </>
      ) : null}
    </div>
  );
}
