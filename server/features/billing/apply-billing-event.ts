import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { processedPaymentEvents, subscriptions, users } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { BillingEvent } from '../../providers/payments/types.ts';
import { subscriptionAfterEvent } from './subscription-after-event.ts';
import { newTrial } from './subscription-state.ts';

export interface BillingEventDeps {
  db: Db;
  clock: Clock;
  /** Whose event it is: Stripe's webhook, or the local billing sandbox's pages. */
  provider: 'stripe' | 'sandbox';
}

/** The artist an event names (from checkout or the subscription's metadata): their row, created as a trial if none. */
async function ensureRowFor(tx: Db, artistId: string): Promise<void> {
  const [user] = await tx.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, artistId));
  if (!user) return;
  await tx
    .insert(subscriptions)
    .values({ artistId, ...newTrial(user.createdAt) })
    .onConflictDoNothing();
}

/**
 * The stored subscription an event is about, locked for the change: by its subscription, else by the artist it
 * names, else by its customer. Undefined when none is ours.
 */
async function findRowFor(tx: Db, event: BillingEvent) {
  const artistId = 'artistId' in event ? event.artistId : null;
  if (artistId) await ensureRowFor(tx, artistId);
  const matches = [
    ...(event.subscriptionId ? [eq(subscriptions.stripeSubscriptionId, event.subscriptionId)] : []),
    ...(artistId ? [eq(subscriptions.artistId, artistId)] : []),
    eq(subscriptions.stripeCustomerId, event.customerId),
  ];
  const rows = await tx
    .select()
    .from(subscriptions)
    .where(or(...matches))
    .for('update');
  // Most specific first: the subscription's own row, then the named artist's, then the customer's.
  return (
    rows.find((row) => event.subscriptionId && row.stripeSubscriptionId === event.subscriptionId) ??
    rows.find((row) => row.artistId === artistId) ??
    rows[0]
  );
}

/**
 * Applies one verified subscription event (Stripe's webhook or the local billing sandbox, decision 070) to the
 * artist's stored subscription, exactly once per event id (processed_payment_events, in the same transaction) and
 * never older-over-newer: an event created before the last one applied (provider_event_at) changes nothing.
 * Returns false for a duplicate.
 */
export async function applyBillingEvent(
  { db, clock, provider }: BillingEventDeps,
  event: BillingEvent,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(processedPaymentEvents)
      .values({ id: event.id, provider, type: event.type, receivedAt: clock() })
      .onConflictDoNothing()
      .returning({ id: processedPaymentEvents.id });
    if (!fresh) return false;
    const row = await findRowFor(tx, event);
    // Not an artist of ours (another app on the same Stripe account), or an event older than one applied.
    if (!row || (row.providerEventAt && event.occurredAt < row.providerEventAt)) return true;
    const patch = subscriptionAfterEvent(row, event);
    if (!patch) return true;
    await tx
      .update(subscriptions)
      .set({ ...patch, providerEventAt: event.occurredAt, updatedAt: clock() })
      .where(eq(subscriptions.artistId, row.artistId));
    return true;
  });
}
