import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { leads, users } from '../../db/schema/index.ts';
import type { JobHandler, JobQueue } from '../../jobs/types.ts';
import { queueEmail } from '../mail/queue-email.ts';
import { requestReceivedEmail } from './core/request-emails.ts';
import { type RequestLinkEnv, requestPageUrl } from './core/request-link.ts';

declare module '../../jobs/types.ts' {
  interface JobPayloads {
    /** Emails a client who saved their chat the private link to their request page (issue #14). */
    'send-request-confirmation': { leadId: string };
  }
}

/**
 * Called once by the save (server/features/chat/save-conversation.ts): a new, real lead gets the job; a re-save
 * or the artist's own test chat does not. The job, not the save, builds the email, so the save stays fast.
 */
export async function queueRequestConfirmation(
  jobs: JobQueue,
  { leadId, isFirstSave }: { leadId: string; isFirstSave: boolean },
): Promise<void> {
  if (!isFirstSave) return;
  await jobs.send('send-request-confirmation', { leadId }, { singletonKey: leadId });
}

/**
 * The job: queues the client's confirmation with their private link, in the lead's language. Instagram leads without an email, and
 * leads deleted meanwhile, get none. The email's dedupe key makes a retried job send it once.
 */
export function sendRequestConfirmationJob({
  db,
  jobs,
  env,
}: {
  db: Db;
  jobs: JobQueue;
  env: RequestLinkEnv;
}): JobHandler<'send-request-confirmation'> {
  return async ({ leadId }) => {
    const [row] = await db
      .select({ lead: leads, artist: users })
      .from(leads)
      .innerJoin(users, eq(users.id, leads.artistId))
      .where(eq(leads.id, leadId));
    if (!row?.lead.email) return;
    const { lead, artist } = row;
    await db.transaction(async (tx) => {
      const pageUrl = await requestPageUrl({ db: tx, env, leadId });
      await queueEmail(
        { db, jobs, tx },
        requestReceivedEmail({
          to: lead.email,
          clientName: lead.name,
          artistName: artist.artistName?.trim() || artist.firstName || 'Your artist',
          artistId: lead.artistId,
          leadId,
          pageUrl,
          language: lead.language,
        }),
      );
    });
  };
}
