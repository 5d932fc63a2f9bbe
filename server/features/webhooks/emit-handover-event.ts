import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/types.ts';
import { emitWebhookEvent } from './emit-webhook-event.ts';

/**
 * `conversation.handover` (decision 079): a client asked for a person, where the artist is told of it (the web
 * chat's save, an Instagram thread turning to "human requested"). The plan's own handover (limit reached, plan
 * lapsed) sends none: no plan with API access has a limit, and a lapsed plan has no API access.
 */
export async function emitHandoverEvent(
  { tx, jobs, now }: { tx: Db; jobs: JobQueue | undefined; now: Date },
  handover: {
    artistId: string;
    conversationId: string;
    channel: 'web' | 'instagram';
    leadId: string | null;
    requestedAt: Date;
  },
): Promise<void> {
  const { artistId, conversationId, channel, leadId, requestedAt } = handover;
  await emitWebhookEvent(
    { tx, jobs, now },
    {
      artistId,
      type: 'conversation.handover',
      leadId,
      data: async () => ({ conversationId, channel, leadId, requestedAt: requestedAt.toISOString() }),
    },
  );
}
