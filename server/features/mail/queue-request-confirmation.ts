import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/types.ts';

declare module '../../jobs/types.ts' {
  interface JobPayloads {
    /**
     * Emails a client their private request link, after a confirmation of their address while it is unconfirmed
     * (issue #14, decision 055). Built by server/features/booking/send-request-confirmation.ts; queued from here
     * so the chat and the inbox need not import the booking feature (decision 043: no cycles).
     */
    'send-request-confirmation': { leadId: string };
  }
}

/**
 * Called by the save (server/features/chat/save-conversation.ts): a new, real lead gets the job; a re-save or the
 * artist's own test chat does not. An Instagram turn calls it whenever the lead has an email (the job sends once
 * per lead). The job, not the caller, builds the emails, so the turn stays fast; with `tx`, it is sent only if the
 * caller's write commits.
 */
export async function queueRequestConfirmation(
  jobs: JobQueue,
  { leadId, isFirstSave, tx }: { leadId: string; isFirstSave: boolean; tx?: Db },
): Promise<void> {
  if (!isFirstSave) return;
  await jobs.send('send-request-confirmation', { leadId }, { singletonKey: leadId, ...(tx ? { tx } : {}) });
}
