import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { smsMessages } from '../../db/schema/index.ts';
import type { JobContext } from '../../jobs/types.ts';
import type { Clock } from '../../lib/clock.ts';
import { SmsRefusedError, type SmsTransport } from '../../providers/sms/types.ts';
import { SEND_SMS_RETRY_LIMIT } from './queue-sms.ts';

export interface SendSmsDeps {
  db: Db;
  transport: SmsTransport;
  clock: Clock;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * The send-sms job (decision 068): delivers one queued text and marks it sent in the transaction that completes
 * the job, so a retried job finds it sent and sends nothing more. A refusal the provider will repeat (STOP, not a
 * mobile number) marks it refused and ends there; any other failure records its error and throws, so the queue
 * retries with backoff, and the last attempt marks it failed. A text deleted with its client is left alone.
 */
export async function sendSms(
  { db, transport, clock }: SendSmsDeps,
  { smsId }: { smsId: string },
  job: JobContext,
): Promise<void> {
  const [row] = await db
    .update(smsMessages)
    .set({ attempts: sql`${smsMessages.attempts} + 1` })
    .where(and(eq(smsMessages.id, smsId), eq(smsMessages.status, 'queued')))
    .returning();
  if (!row) return;
  let providerId: string;
  try {
    ({ providerId } = await transport.send({ id: row.id, to: row.to, body: row.body }));
  } catch (error) {
    if (error instanceof SmsRefusedError) {
      await db.transaction(async (tx) => {
        await tx
          .update(smsMessages)
          .set({ status: 'refused', lastError: messageOf(error) })
          .where(eq(smsMessages.id, smsId));
        await job.completeWith(tx);
      });
      return;
    }
    const isLastAttempt = job.retryCount >= SEND_SMS_RETRY_LIMIT;
    await db
      .update(smsMessages)
      .set({ lastError: messageOf(error), ...(isLastAttempt ? { status: 'failed' as const } : {}) })
      .where(eq(smsMessages.id, smsId));
    throw error;
  }
  await db.transaction(async (tx) => {
    await tx
      .update(smsMessages)
      .set({ status: 'sent', transport: transport.kind, providerId, sentAt: clock(), lastError: null })
      .where(eq(smsMessages.id, smsId));
    await job.completeWith(tx);
  });
}
