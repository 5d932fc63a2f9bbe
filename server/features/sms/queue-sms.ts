import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { smsMessages } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/types.ts';
import './sms-job-payloads.ts';

/**
 * Attempts after the first, on the queue's 10 s backoff base (as emails, decision 020): about 20 minutes, past a
 * Twilio outage or a rate limit; then the text is marked failed.
 */
export const SEND_SMS_RETRY_LIMIT = 7;

export interface OutgoingText {
  artistId: string;
  /** The client it is for: the text is deleted with their request (decision 053). */
  leadId: string;
  kind: string;
  /** At most one text per key, ever: a retried job queues nothing new. */
  dedupeKey: string;
  /** E.164 (phone-number.ts). */
  to: string;
  body: string;
}

/**
 * Stores the text (status queued) and enqueues its send-sms job in one transaction (the caller's, when given);
 * with a dedupeKey already used, nothing new is queued and the first text's id is returned.
 */
export async function queueSms(
  { db, jobs, tx }: { db: Db; jobs: JobQueue; tx?: Db },
  text: OutgoingText,
): Promise<{ smsId: string }> {
  return (tx ?? db).transaction(async (inner) => {
    const [queued] = await inner
      .insert(smsMessages)
      .values(text)
      .onConflictDoNothing({ target: smsMessages.dedupeKey })
      .returning({ id: smsMessages.id });
    if (!queued) {
      const [first] = await inner
        .select({ id: smsMessages.id })
        .from(smsMessages)
        .where(eq(smsMessages.dedupeKey, text.dedupeKey));
      return { smsId: first!.id };
    }
    await jobs.send('send-sms', { smsId: queued.id }, { tx: inner, retryLimit: SEND_SMS_RETRY_LIMIT });
    return { smsId: queued.id };
  });
}
