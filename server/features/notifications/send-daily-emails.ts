import { and, asc, desc, eq, gte, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { availabilitySettings, leads, notificationSettings, users } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/types.ts';
import type { Clock } from '../../lib/clock.ts';
import { appLink, type EmailBlock, renderEmail } from '../mail/email-layout.ts';
import { queueEmail } from '../mail/queue-email.ts';
import { leadLine } from './lead-lines.ts';
import { localDateHour } from './local-time.ts';
import { settingsFooter } from './settings-footer.ts';

/** Past the 7th minute of every hour: each artist's 8:00 comes in their own zone, whole or half hour. */
export const DAILY_EMAILS_CRON = '7,37 * * * *';
/** The local hour from which the day's email goes out. */
export const DAILY_EMAIL_HOUR = 8;
/** Enough to act on from a phone; the dashboard has the rest. */
const MOST_LISTED = 20;
const DAY_MS = 86_400_000;

interface Deps {
  db: Db;
  jobs: JobQueue;
  appUrl: string;
  clock: Clock;
}

/**
 * The send-daily-emails job: for each artist who chose the daily digest of new leads or the summary of pending
 * requests, once their local time (availability time zone, else UTC) has passed 8:00 and today's email has not
 * gone, one email with both parts. The day is claimed in the same transaction that queues the email, so a
 * second run that day, on any instance, sends nothing; a day with nothing to report sends nothing.
 */
export async function sendDailyEmails({ db, jobs, appUrl, clock }: Deps): Promise<void> {
  const now = clock();
  const artists = await db
    .select({
      artistId: notificationSettings.artistId,
      email: users.email,
      leadEmails: notificationSettings.leadEmails,
      isDailySummaryOn: notificationSettings.isDailySummaryOn,
      lastDailySentOn: notificationSettings.lastDailySentOn,
      timeZone: availabilitySettings.timeZone,
    })
    .from(notificationSettings)
    .innerJoin(users, eq(users.id, notificationSettings.artistId))
    .leftJoin(availabilitySettings, eq(availabilitySettings.artistId, notificationSettings.artistId))
    .where(
      and(
        isNotNull(users.email),
        or(eq(notificationSettings.leadEmails, 'digest'), eq(notificationSettings.isDailySummaryOn, true)),
      ),
    );
  for (const artist of artists) {
    const local = localDateHour(now, artist.timeZone);
    if (local.hour < DAILY_EMAIL_HOUR || artist.lastDailySentOn === local.date) continue;
    await sendOne({ db, jobs, appUrl, now }, { ...artist, email: artist.email!, today: local.date });
  }
}

async function sendOne(
  { db, jobs, appUrl, now }: Omit<Deps, 'clock'> & { now: Date },
  artist: { artistId: string; email: string; leadEmails: string; isDailySummaryOn: boolean; today: string },
) {
  const newLeads =
    artist.leadEmails === 'digest'
      ? await db
          .select()
          .from(leads)
          .where(
            and(
              eq(leads.artistId, artist.artistId),
              eq(leads.isTest, false),
              gte(leads.createdAt, new Date(now.getTime() - DAY_MS)),
            ),
          )
          .orderBy(desc(leads.createdAt))
      : [];
  const pending = artist.isDailySummaryOn
    ? await db
        .select()
        .from(leads)
        .where(and(eq(leads.artistId, artist.artistId), eq(leads.isTest, false), eq(leads.status, 'new')))
        .orderBy(asc(leads.createdAt))
    : [];
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(notificationSettings)
      .set({ lastDailySentOn: artist.today })
      .where(
        and(
          eq(notificationSettings.artistId, artist.artistId),
          sql`${notificationSettings.lastDailySentOn} IS DISTINCT FROM ${artist.today}::date`,
        ),
      )
      .returning({ artistId: notificationSettings.artistId });
    if (!claimed || (newLeads.length === 0 && pending.length === 0)) return;
    const blocks: EmailBlock[] = [
      ...section(
        `New leads in the last 24 hours: ${newLeads.length}`,
        newLeads,
        artist.leadEmails === 'digest',
      ),
      ...section(`Requests waiting on you: ${pending.length}`, pending, artist.isDailySummaryOn),
      { kind: 'link', label: 'Open your leads', href: appLink(appUrl, '/dashboard?tab=leads') },
    ];
    const parts = [
      artist.leadEmails === 'digest' ? 'the daily digest of new leads' : null,
      artist.isDailySummaryOn ? 'the daily summary of pending requests' : null,
    ].filter(Boolean);
    await queueEmail(
      { db, jobs, tx },
      {
        kind: 'daily-digest',
        recipient: 'artist',
        artistId: artist.artistId,
        dedupeKey: `daily:${artist.artistId}:${artist.today}`,
        to: artist.email,
        subject: dailySubject(newLeads.length, pending.length),
        ...renderEmail({
          heading: `Your day at Inkdesk, ${artist.today}`,
          blocks,
          footer: settingsFooter(appUrl, parts.join(' and ')),
        }),
      },
    );
  });
}

function section(title: string, rows: Parameters<typeof leadLine>[0][], isChosen: boolean): EmailBlock[] {
  if (!isChosen) return [];
  const listed = rows.slice(0, MOST_LISTED).map(leadLine);
  const more = rows.length - listed.length;
  return [
    { kind: 'paragraph', text: title },
    ...(listed.length
      ? [{ kind: 'list' as const, items: more > 0 ? [...listed, `and ${more} more`] : listed }]
      : []),
  ];
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function dailySubject(newCount: number, pendingCount: number): string {
  const parts = [
    newCount ? plural(newCount, 'new lead') : null,
    pendingCount ? `${plural(pendingCount, 'request')} waiting on you` : null,
  ].filter(Boolean);
  return `Inkdesk today: ${parts.join(', ')}`;
}
