import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { CONFIRMATION_EMAILS_PER_ADDRESS_PER_DAY } from '#common/constants/limits.ts';
import type { Db } from '../../db/client.ts';
import { emails, type LeadRow, leads, users } from '../../db/schema/index.ts';
import type { JobHandler, JobQueue } from '../../jobs/types.ts';
import type { Clock } from '../../lib/clock.ts';
import { isClientEmailConfirmed, mailboxOf } from '../mail/is-client-email-confirmed.ts';
import { queueEmail } from '../mail/queue-email.ts';
import '../mail/queue-request-confirmation.ts';
import { confirmEmailEmail, requestReceivedEmail, requestReceivedKey } from './core/request-emails.ts';
import { confirmEmailUrl, type RequestLinkEnv, requestPageUrl } from './core/request-link.ts';

/**
 * The day's confirmation slots for one mailbox (decision 055): dedupe keys, so however many jobs run at once on
 * however many instances, the unique index lets at most CONFIRMATION_EMAILS_PER_ADDRESS_PER_DAY through. The
 * address is hashed: the key names nobody.
 */
function confirmationSlots(address: string, day: Date): string[] {
  const mailbox = createHash('sha256').update(mailboxOf(address)).digest('base64url').slice(0, 22);
  const date = day.toISOString().slice(0, 10);
  return Array.from(
    { length: CONFIRMATION_EMAILS_PER_ADDRESS_PER_DAY },
    (_, slot) => `confirm-email:${mailbox}:${date}:${slot + 1}`,
  );
}

/** Queues the confirmation in the mailbox's first free slot of the day; none once the day's are used. */
async function queueConfirmEmail(
  { db, jobs, tx, env, clock }: { db: Db; jobs: JobQueue; tx: Db; env: RequestLinkEnv; clock: Clock },
  { lead, artistName }: { lead: LeadRow; artistName: string },
): Promise<void> {
  const slots = confirmationSlots(lead.email, clock());
  const used = await tx
    .select({ key: emails.dedupeKey })
    .from(emails)
    .where(inArray(emails.dedupeKey, slots));
  const free = slots.find((slot) => !used.some((row) => row.key === slot));
  if (!free) return;
  const confirmUrl = await confirmEmailUrl({ db: tx, env, leadId: lead.id, address: lead.email });
  await queueEmail(
    { db, jobs, tx },
    confirmEmailEmail({
      to: lead.email,
      artistName,
      artistId: lead.artistId,
      confirmUrl,
      language: lead.language,
      dedupeKey: free,
    }),
  );
}

/**
 * The job: queues the client's email with their private link, in the lead's language. To an address the client
 * has not confirmed for this artist the outbox holds it, and a confirmation goes first (issue #24 item 7).
 * Instagram leads without an email, and leads deleted meanwhile, get none. Both are queued in one transaction,
 * and the email's dedupe key makes a retried job send it once.
 */
export function sendRequestConfirmationJob({
  db,
  jobs,
  env,
  clock,
}: {
  db: Db;
  jobs: JobQueue;
  env: RequestLinkEnv;
  clock: Clock;
}): JobHandler<'send-request-confirmation'> {
  return async ({ leadId }) => {
    const [row] = await db
      .select({ lead: leads, artist: users })
      .from(leads)
      .innerJoin(users, eq(users.id, leads.artistId))
      .where(eq(leads.id, leadId));
    if (!row?.lead.email) return;
    const { lead, artist } = row;
    const artistName = artist.artistName?.trim() || artist.firstName || 'Your artist';
    await db.transaction(async (tx) => {
      // Once per lead: a later Instagram turn, or a retry after this committed, finds it sent and stops here.
      const [sent] = await tx
        .select({ id: emails.id })
        .from(emails)
        .where(eq(emails.dedupeKey, requestReceivedKey(leadId)));
      if (sent) return;
      const pageUrl = await requestPageUrl({ db: tx, env, leadId });
      await queueEmail(
        { db, jobs, tx },
        requestReceivedEmail({
          to: lead.email,
          clientName: lead.name,
          artistName,
          artistId: lead.artistId,
          leadId,
          pageUrl,
          language: lead.language,
        }),
      );
      if (!(await isClientEmailConfirmed(tx, lead.artistId, lead.email)))
        await queueConfirmEmail({ db, jobs, tx, env, clock }, { lead, artistName });
    });
  };
}
