import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PlanId } from '#common/constants/plans.ts';
import { type SubscriptionRow, subscriptions } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { BillingEvent } from '../../../providers/payments/types.ts';
import { applyBillingEvent, type BillingEventDeps } from '../apply-billing-event.ts';

/** The sandbox's test cards: 4242 pays; 0341 is accepted but declines the next payment (Stripe's test cards). */
export type SandboxCard = 'works' | 'declines';

/** What an artist can do on the sandbox's checkout and portal pages, and its test controls. */
export type SandboxAction =
  | { kind: 'subscribe'; plan: 'starter' | 'professional'; card: SandboxCard }
  | { kind: 'change-plan'; plan: 'starter' | 'professional' }
  | { kind: 'cancel' }
  | { kind: 'resume' }
  | { kind: 'update-card'; card: SandboxCard }
  /** Test control: the period ends now, as a Stripe test clock advanced to it would. */
  | { kind: 'end-period' }
  /** Test control: Stripe's retries of a failed payment ran out, and the subscription is cancelled. */
  | { kind: 'retries-run-out' };

export interface SandboxDeps extends Omit<BillingEventDeps, 'provider'> {
  /** Each artist's card on file; in memory, as the sandbox is one process on a developer's machine. */
  cards: Map<string, SandboxCard>;
}

const sandboxId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

/** Stripe's monthly period: the same day next month (UTC). */
function monthAfter(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/** The artist's stored subscription when the sandbox runs one for them; CONFLICT otherwise. */
function runningSubscription(row: SubscriptionRow | undefined) {
  if (
    !row?.stripeSubscriptionId ||
    !row.stripeCustomerId ||
    (row.status !== 'active' && row.status !== 'past_due')
  )
    throw new AppError('CONFLICT', 'There is no running subscription: subscribe first.');
  return { ...row, stripeSubscriptionId: row.stripeSubscriptionId, stripeCustomerId: row.stripeCustomerId };
}

/**
 * The events Stripe would send for `action`, built from the artist's stored subscription (the sandbox keeps no
 * books of its own: the row is its subscription). A downgrade already swapped the price, as Stripe's portal does,
 * so the price the sandbox reports is the scheduled plan when there is one.
 */
function eventsFor(
  row: SubscriptionRow | undefined,
  artistId: string,
  action: SandboxAction,
  { now, card }: { now: Date; card: SandboxCard },
): BillingEvent[] {
  const at = { occurredAt: now };
  if (action.kind === 'subscribe') {
    if (row?.stripeSubscriptionId && (row.status === 'active' || row.status === 'past_due'))
      throw new AppError('CONFLICT', 'You already have a subscription: manage it in the portal.');
    const ids = {
      customerId: row?.stripeCustomerId ?? `cus_sandbox_${artistId}`,
      subscriptionId: sandboxId('sub'),
    };
    return [
      {
        id: sandboxId('evt'),
        type: 'subscription-checkout-completed',
        ...at,
        ...ids,
        artistId,
        plan: action.plan,
      },
      {
        id: sandboxId('evt'),
        type: 'subscription-changed',
        ...at,
        ...ids,
        artistId,
        status: 'active',
        plan: action.plan,
        currentPeriodEnd: monthAfter(now),
        cancelAtPeriodEnd: false,
      },
      { id: sandboxId('evt'), type: 'invoice-paid', ...at, ...ids },
    ];
  }
  const running = runningSubscription(row);
  const ids = { customerId: running.stripeCustomerId, subscriptionId: running.stripeSubscriptionId };
  const price: PlanId = running.scheduledPlan ?? running.plan;
  const changed = (
    change: Partial<Extract<BillingEvent, { type: 'subscription-changed' }>>,
  ): BillingEvent => ({
    id: sandboxId('evt'),
    type: 'subscription-changed',
    ...at,
    ...ids,
    artistId,
    status: running.status,
    plan: price,
    currentPeriodEnd: running.currentPeriodEnd,
    cancelAtPeriodEnd: running.cancelAtPeriodEnd,
    ...change,
  });
  switch (action.kind) {
    case 'change-plan':
      return [changed({ plan: action.plan })];
    case 'cancel':
      return [changed({ cancelAtPeriodEnd: true })];
    case 'resume':
      return [changed({ cancelAtPeriodEnd: false })];
    case 'update-card':
      // Stripe retries an open invoice when the card changes: a working card pays what failed.
      return action.card === 'works' && running.status === 'past_due'
        ? [{ id: sandboxId('evt'), type: 'invoice-paid', ...at, ...ids }, changed({ status: 'active' })]
        : [];
    case 'end-period': {
      if (running.cancelAtPeriodEnd)
        return [{ id: sandboxId('evt'), type: 'subscription-ended', ...at, ...ids, artistId }];
      const currentPeriodEnd = monthAfter(running.currentPeriodEnd ?? now);
      return card === 'declines'
        ? [
            changed({ status: 'past_due', currentPeriodEnd }),
            { id: sandboxId('evt'), type: 'invoice-payment-failed', ...at, ...ids },
          ]
        : [
            changed({ status: 'active', currentPeriodEnd }),
            { id: sandboxId('evt'), type: 'invoice-paid', ...at, ...ids },
          ];
    }
    case 'retries-run-out':
      if (running.status !== 'past_due') throw new AppError('CONFLICT', 'No payment has failed.');
      return [{ id: sandboxId('evt'), type: 'subscription-ended', ...at, ...ids, artistId }];
  }
}

/**
 * Does what the artist did on a sandbox page: the events Stripe would send go through applyBillingEvent, the one
 * path Stripe's webhooks take too (decision 070). CONFLICT for an action the subscription does not allow now.
 */
export async function runSandboxAction(
  deps: SandboxDeps,
  artistId: string,
  action: SandboxAction,
): Promise<void> {
  const [row] = await deps.db.select().from(subscriptions).where(eq(subscriptions.artistId, artistId));
  if (action.kind === 'update-card' || action.kind === 'subscribe') deps.cards.set(artistId, action.card);
  const card = deps.cards.get(artistId) ?? 'works';
  for (const event of eventsFor(row, artistId, action, { now: deps.clock(), card })) {
    await applyBillingEvent({ ...deps, provider: 'sandbox' }, event);
  }
}
