import { and, eq, lt } from 'drizzle-orm';
import { entitlementOf, usageWarningPercent } from '#common/domain/billing/entitlement.ts';
import type { Db } from '../../db/client.ts';
import { conversationUsage } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/types.ts';
import type { Clock } from '../../lib/clock.ts';
import { artistContact } from '../mail/artist-contact.ts';
import { queueEmail } from '../mail/queue-email.ts';
import type { ConversationQuota, QuotaOutcome } from './conversation-quota.ts';
import { findPlanCover } from './find-plan-cover.ts';
import { lapsedHandoverEmail, usageWarningEmail } from './plan-emails.ts';
import { findSubscriptionState } from './subscription-state.ts';

declare module '../../jobs/types.ts' {
  interface JobPayloads {
    /** The month's conversations reached a warning share (80, 100 %): the artist is emailed once each. */
    'conversation-usage-warning': { artistId: string; month: string };
    /** A lapsed plan handed a client over: the artist is emailed once per lapse. */
    'plan-lapsed-handover': { artistId: string; lapseKey: string };
  }
}

/**
 * After a turn is stored: queues the artist's email when the turn crossed a usage warning, was handed over at the
 * limit with the 100 % warning not yet sent, or was handed over by a lapsed plan. Most turns queue nothing and
 * cost no round trip; the jobs send each email once (a conditional update, a dedupe key). With `tx`, the job
 * commits with the turn (Instagram's answer job).
 */
export async function queueQuotaNotices(
  jobs: JobQueue,
  { artistId, quota, saved }: { artistId: string; quota: ConversationQuota; saved: QuotaOutcome },
  tx?: Db,
): Promise<void> {
  if (quota.kind === 'handover') {
    await jobs.send(
      'plan-lapsed-handover',
      { artistId, lapseKey: quota.lapseKey },
      { singletonKey: `${artistId}:${quota.lapseKey}`, tx },
    );
    return;
  }
  if (quota.kind !== 'claim') return;
  if (!saved.usage) return;
  // Handed over at the limit: the limit is reached, whatever this statement's snapshot counted.
  const percent =
    saved.usage.conversations === null ? 100 : usageWarningPercent(saved.usage.conversations, quota.limit);
  if (percent === null || percent <= saved.usage.warnedPercent) return;
  await jobs.send(
    'conversation-usage-warning',
    { artistId, month: quota.month },
    { singletonKey: `${artistId}:${quota.month}`, tx },
  );
}

export interface BillingNoticeDeps {
  db: Db;
  jobs: JobQueue;
  clock: Clock;
  appUrl: string;
}

/**
 * The 'conversation-usage-warning' job: marks the highest warning share the month has reached as sent, in a
 * conditional update (so two instances, or a retried job, never both send), and queues its email in the same
 * transaction.
 */
export async function sendUsageWarning(
  { db, jobs, clock, appUrl }: BillingNoticeDeps,
  { artistId, month }: { artistId: string; month: string },
): Promise<void> {
  const [state, artist, coveredBy] = await Promise.all([
    findSubscriptionState(db, artistId),
    artistContact(db, artistId),
    findPlanCover(db, artistId),
  ]);
  if (!state || !artist) return;
  const now = clock();
  const { limits } = entitlementOf(state, now);
  const limit = limits.conversationsPerMonth;
  await db.transaction(async (tx) => {
    const where = and(eq(conversationUsage.artistId, artistId), eq(conversationUsage.month, month));
    const [usage] = await tx.select().from(conversationUsage).where(where);
    const percent = usage && usageWarningPercent(usage.conversations, limit);
    if (!usage || !percent || limit === null) return;
    const [marked] = await tx
      .update(conversationUsage)
      .set({ warnedPercent: percent })
      .where(and(where, lt(conversationUsage.warnedPercent, percent)))
      .returning({ artistId: conversationUsage.artistId });
    if (!marked) return;
    await queueEmail(
      { db, jobs, tx },
      usageWarningEmail(artist, { percent, used: usage.conversations, limit, month, now, appUrl, coveredBy }),
    );
  });
}

/** The 'plan-lapsed-handover' job: the artist hears once per lapse that clients are being handed over. */
export async function sendLapsedHandover(
  { db, jobs, clock, appUrl }: BillingNoticeDeps,
  { artistId, lapseKey }: { artistId: string; lapseKey: string },
): Promise<void> {
  const [state, artist, coveredBy] = await Promise.all([
    findSubscriptionState(db, artistId),
    artistContact(db, artistId),
    findPlanCover(db, artistId),
  ]);
  if (!state || !artist) return;
  const entitlement = entitlementOf(state, clock());
  // Paid again since the handover: nothing to tell.
  if (entitlement.servesClients) return;
  await queueEmail({ db, jobs }, lapsedHandoverEmail(artist, { lapseKey, entitlement, coveredBy, appUrl }));
}
