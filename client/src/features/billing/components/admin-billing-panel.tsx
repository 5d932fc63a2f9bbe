import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { formatDateTime } from '#client/lib/format-date-time.ts';
import { PLANS, planById } from '#common/constants/plans.ts';
import type { BillingAccount, BillingOverview } from '#common/contracts/billing.ts';
import type { Standing } from '#common/domain/billing/entitlement.ts';
import { getBillingOverviewQueryOptions } from '../api/admin-billing.ts';
import { formatDay } from '../billing-words.ts';
import { ExtendTrialDialog } from './extend-trial-dialog.tsx';

const STANDING_LABELS: Record<Standing, string> = {
  trial: 'Trial',
  active: 'Active',
  grace: 'Payment failed',
  lapsed: 'Lapsed',
};
const STANDINGS = Object.keys(STANDING_LABELS) as Standing[];
/** The counts table's column heads, short enough for a phone's width. */
const STANDING_COLUMNS: Record<Standing, string> = { ...STANDING_LABELS, grace: 'Past due' };

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** The dates that matter for the account as it stands: the trial's end, the failed payment, the period's end. */
function accountDates(account: BillingAccount): string {
  if (account.status === 'trialing' && account.trialEndsAt)
    return `Trial ${account.standing === 'lapsed' ? 'ended' : 'ends'} ${formatDay(account.trialEndsAt)}`;
  if (account.status === 'past_due' && account.pastDueSince)
    return `Payment failed ${formatDay(account.pastDueSince)}`;
  if (account.currentPeriodEnd)
    return `${account.status === 'canceled' ? 'Ended' : 'Period ends'} ${formatDay(account.currentPeriodEnd)}`;
  return '';
}

/** Trials, and subscriptions that have ended, can be given trial days; a paying account cannot. */
const canExtend = (account: BillingAccount) => account.status === 'trialing' || account.status === 'canceled';

function Section({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  const id = `admin-billing-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h3 id={id} className="text-lg font-bold">
        {title}
        {count === undefined ? null : <span className="ml-2 text-mist">({count})</span>}
      </h3>
      {children}
    </section>
  );
}

function AccountRow({
  account,
  onExtend,
}: {
  account: BillingAccount;
  onExtend: (account: BillingAccount) => void;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-ink-700 bg-ink-900 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="grid min-w-0 gap-1">
        <p className="truncate font-semibold">
          {account.name}
          {account.email ? <span className="ml-2 font-normal text-mist">{account.email}</span> : null}
        </p>
        <div className="flex flex-wrap items-center gap-2 text-sm text-mist">
          <Badge variant="secondary">{planById(account.plan).name}</Badge>
          <Badge variant={account.standing === 'active' ? 'default' : 'outline'}>
            {STANDING_LABELS[account.standing]}
          </Badge>
          <span>{accountDates(account)}</span>
          <span>
            {account.conversationsThisMonth} conversation{account.conversationsThisMonth === 1 ? '' : 's'}{' '}
            this month
          </span>
        </div>
      </div>
      {canExtend(account) ? (
        <Button
          variant="outline"
          size="sm"
          className="self-start sm:self-center"
          onClick={() => onExtend(account)}
        >
          Extend trial
        </Button>
      ) : null}
    </li>
  );
}

function AccountList({
  accounts,
  empty,
  onExtend,
  label,
}: {
  accounts: BillingAccount[];
  empty: string;
  onExtend: (account: BillingAccount) => void;
  label: string;
}) {
  if (accounts.length === 0) return <p className="text-mist">{empty}</p>;
  return (
    <ul className="grid gap-2" aria-label={label}>
      {accounts.map((account) => (
        <AccountRow key={account.artistId} account={account} onExtend={onExtend} />
      ))}
    </ul>
  );
}

function Summary({ overview }: { overview: BillingOverview }) {
  const countOf = (plan: string, standing: Standing) =>
    overview.counts.find((count) => count.plan === plan && count.standing === standing)?.accounts ?? 0;
  const payingAccounts = overview.counts
    .filter((count) => count.standing === 'active' || count.standing === 'grace')
    .reduce((total, count) => total + count.accounts, 0);
  return (
    <div className="grid gap-4 lg:grid-cols-[16rem_1fr]">
      <div className="grid content-start gap-1 rounded-2xl border border-ink-700 bg-ink-900 p-5">
        <p className="text-sm text-mist">Monthly recurring revenue</p>
        <p className="text-4xl font-black" data-testid="mrr">
          {money.format(overview.monthlyRecurringRevenue)}
        </p>
        <p className="text-sm text-mist">
          {payingAccounts} paying account{payingAccounts === 1 ? '' : 's'} (active or in grace)
        </p>
      </div>
      <div className="overflow-x-auto rounded-2xl border border-ink-700 bg-ink-900">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Accounts by plan and standing</caption>
          <thead className="text-mist">
            <tr>
              <th scope="col" className="px-3 py-3 font-semibold sm:px-4">
                Plan
              </th>
              {STANDINGS.map((standing) => (
                <th key={standing} scope="col" className="px-2 py-3 text-right font-semibold sm:px-3">
                  {STANDING_COLUMNS[standing]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {PLANS.map((plan) => (
              <tr key={plan.id} className="border-t border-ink-700">
                <th scope="row" className="px-3 py-3 font-semibold sm:px-4">
                  {plan.name}
                </th>
                {STANDINGS.map((standing) => (
                  <td key={standing} className="px-2 py-3 text-right tabular-nums sm:px-3">
                    {countOf(plan.id, standing)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Admin → Billing (issue #27 item 8): revenue, accounts by plan and standing, trials and failed payments, sales. */
export function AdminBillingPanel() {
  const overview = useQuery(getBillingOverviewQueryOptions());
  const [extending, setExtending] = useState<BillingAccount | null>(null);
  return (
    <section aria-labelledby="admin-billing-heading" className="grid gap-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="admin-billing-heading" className="text-2xl font-bold tracking-tight">
            Billing
          </h2>
          <p className="text-sm text-mist">
            Every artist's plan as it stands now, and what the studios asked sales.
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={overview.isFetching}
          onClick={() => void overview.refetch()}
        >
          Reload billing
        </Button>
      </div>
      {overview.isPending ? (
        <div role="status" aria-label="Loading billing" className="flex justify-center py-12">
          <Spinner />
        </div>
      ) : overview.isError ? (
        <p role="alert" className="rounded-2xl border border-ink-700 p-6 text-center text-rose-300">
          Error loading billing. Please try again.
        </p>
      ) : (
        <>
          <Summary overview={overview.data} />
          <Section title="Trials ending this week" count={overview.data.trialsEndingThisWeek.length}>
            <AccountList
              label="Trials ending this week"
              accounts={overview.data.trialsEndingThisWeek}
              empty="No trial ends in the next 7 days."
              onExtend={setExtending}
            />
          </Section>
          <Section title="Failed payments" count={overview.data.failedPayments.length}>
            <AccountList
              label="Failed payments"
              accounts={overview.data.failedPayments}
              empty="No failed payments."
              onExtend={setExtending}
            />
          </Section>
          <Section title="Sales requests" count={overview.data.salesRequests.length}>
            {overview.data.salesRequests.length === 0 ? (
              <p className="text-mist">No one has contacted sales yet.</p>
            ) : (
              <ul className="grid gap-2" aria-label="Sales requests">
                {overview.data.salesRequests.map((request) => (
                  <li key={request.id} className="grid gap-2 rounded-xl border border-ink-700 bg-ink-900 p-4">
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <p className="font-semibold">
                        {request.studioName}
                        <span className="ml-2 font-normal text-mist">
                          {request.artistCount === null
                            ? 'artists not given'
                            : `${request.artistCount} artist${request.artistCount === 1 ? '' : 's'}`}
                        </span>
                      </p>
                      <span className="text-sm text-mist">{formatDateTime(request.createdAt)}</span>
                    </div>
                    <p className="text-sm">
                      {request.name} ·{' '}
                      <a
                        className="focus-ring rounded text-rose-300 underline"
                        href={`mailto:${request.email}`}
                      >
                        {request.email}
                      </a>
                    </p>
                    <p className="text-sm whitespace-pre-line text-bone/85">{request.message}</p>
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section title="All accounts" count={overview.data.accounts.length}>
            <AccountList
              label="All accounts"
              accounts={overview.data.accounts}
              empty="No artist has signed up yet."
              onExtend={setExtending}
            />
          </Section>
        </>
      )}
      <ExtendTrialDialog account={extending} onClose={() => setExtending(null)} />
    </section>
  );
}
