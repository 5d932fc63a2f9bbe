import { and, eq, gt, lte, notExists, sql } from 'drizzle-orm';
import { TRIAL_ENDING_NOTICE_DAYS } from '#common/constants/plans.ts';
import { emails, subscriptions } from '../../db/schema/index.ts';
import { artistContact } from '../mail/artist-contact.ts';
import { queueEmail } from '../mail/queue-email.ts';
import { trialEmail } from './plan-emails.ts';
import type { BillingNoticeDeps } from './quota-notices.ts';
import { planHolderId } from './subscription-state.ts';

const DAY_MS = 86_400_000;

/** Hourly at minute 20 (UTC), once per fleet: the trial notices due by then go out within the hour. */
export const TRIAL_EMAILS_CRON = '20 * * * *';

/** A trial that ended longer ago than this is not looked at again (its notice went out, or it has no address). */
const ENDED_NOTICE_WINDOW_DAYS = 7;

declare module '../../jobs/types.ts' {
  interface JobPayloads {
    /** Hourly: emails each trial's notices (TRIAL_ENDING_NOTICE_DAYS before its end, and at its end), once each. */
    'send-trial-emails': Record<string, never>;
  }
}

/**
 * The trial notices (issue #27 item 2) as a sweep rather than jobs queued at sign-up, so trials started by
 * migration 0042 and trials extended by an admin are covered too. Each notice's dedupe key names the artist and
 * the trial's end, so it goes out exactly once however often the sweep runs (and again for an extended trial's
 * new end); a trial the sweep first sees after its end gets only the "ended" notice. A studio member's own trial is
 * passed over while the studio's plan covers them (decision 073): it is not what answers their clients.
 */
export async function sendTrialEmails({ db, jobs, clock, appUrl }: BillingNoticeDeps): Promise<void> {
  const now = clock();
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const notice = sql<
    'ending' | 'ended'
  >`case when ${subscriptions.trialEndsAt} <= ${at(now)} then 'ended' else 'ending' end`;
  const dedupeKey = sql<string>`'trial-' || ${notice} || ':' || ${subscriptions.artistId} || ':' || floor(extract(epoch from ${subscriptions.trialEndsAt}) * 1000)::bigint::text`;
  const due = await db
    .select({ artistId: subscriptions.artistId, trialEndsAt: subscriptions.trialEndsAt, notice, dedupeKey })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'trialing'),
        eq(planHolderId(subscriptions.artistId), subscriptions.artistId),
        lte(subscriptions.trialEndsAt, new Date(now.getTime() + TRIAL_ENDING_NOTICE_DAYS * DAY_MS)),
        gt(subscriptions.trialEndsAt, new Date(now.getTime() - ENDED_NOTICE_WINDOW_DAYS * DAY_MS)),
        notExists(db.select().from(emails).where(eq(emails.dedupeKey, dedupeKey))),
      ),
    );
  for (const trial of due) {
    const artist = await artistContact(db, trial.artistId);
    if (!artist || !trial.trialEndsAt) continue;
    await queueEmail(
      { db, jobs },
      trialEmail(artist, {
        notice: trial.notice,
        trialEndsAt: trial.trialEndsAt,
        dedupeKey: trial.dedupeKey,
        appUrl,
      }),
    );
  }
}
