import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { availabilitySettings, instagramThreads, leads } from '../../../db/schema/index.ts';
import { isClientEmailConfirmed } from '../../mail/is-client-email-confirmed.ts';
import { toE164 } from '../../sms/phone-number.ts';
import { type BookingEmailContext, clientSide, isDepositDue } from './booking-emails.ts';
import { formatDeposit } from './booking-times.ts';

/**
 * Where a booking's reminder may go by text (decision 068), or null: the artist turned text reminders on, the
 * client gave a number libphonenumber-js reads as valid (E.164), the client confirmed their email for the artist
 * when they gave one (decision 055: a number typed beside a stranger's address is no more theirs than the
 * address), and they did not send STOP in the artist's Instagram inbox. A client who deleted their request has
 * no lead left, so nothing reaches this.
 */
export async function textReminderNumber(
  db: Db,
  { artistId, leadId }: { artistId: string; leadId: string },
): Promise<string | null> {
  const [row] = await db
    .select({
      phone: leads.phone,
      email: leads.email,
      isTextRemindersOn: availabilitySettings.isTextRemindersOn,
    })
    .from(leads)
    .innerJoin(availabilitySettings, eq(availabilitySettings.artistId, leads.artistId))
    .where(and(eq(leads.id, leadId), eq(leads.artistId, artistId)));
  if (!row?.isTextRemindersOn) return null;
  const number = toE164(row.phone);
  if (!number) return null;
  if (row.email.trim() && !(await isClientEmailConfirmed(db, artistId, row.email))) return null;
  const [optedOut] = await db
    .select({ id: instagramThreads.id })
    .from(instagramThreads)
    .where(
      and(
        eq(instagramThreads.artistId, artistId),
        eq(instagramThreads.leadId, leadId),
        eq(instagramThreads.isOptedOut, true),
      ),
    );
  return optedOut ? null : number;
}

/** "Tue 1 Dec, 10:00 (Europe/Lisbon)": the start alone, short, in the client's locale and zone. */
function shortTime(context: BookingEmailContext, locale: string): string {
  const zone = context.clientTimeZone ?? context.artistTimeZone;
  const when = new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(context.startsAt);
  return `${when} (${zone})`;
}

/**
 * The reminder as a text, in the client's language, as the booking stands when it is sent: who and when, the
 * studio, the deposit while it is due, the consent form while unsigned, then one link to the request page (which holds the preparation notes and
 * how to pay), and the opt-out line. Kept short: one or two segments with a short address.
 */
export function reminderText(
  context: BookingEmailContext,
  { pageUrl, hoursBefore, consentUrl }: { pageUrl: string; hoursBefore: number; consentUrl?: string | null },
): string {
  const { words, session } = clientSide(context);
  const sms = words.sms;
  const sentences = [
    sms.reminder(session, context.artistName, shortTime(context, words.locale.dates), hoursBefore <= 24),
    context.studioAddress && `${words.details.studio(context.studioAddress)}.`,
    isDepositDue(context) &&
      sms.depositDue(formatDeposit(context.depositCents, context.currency, words.locale.money)),
    // The consent form while it is unsigned (issue #26 item 4, decision 064).
    consentUrl && sms.consent(consentUrl),
    sms.page(pageUrl),
    sms.stop,
  ];
  return sentences.filter((sentence): sentence is string => !!sentence).join(' ');
}
