import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/types.ts';
import { renderEmail } from '../mail/email-layout.ts';
import { queueEmail } from '../mail/queue-email.ts';

/**
 * The confirmation spec §4 promises when a deletion request completes, sent to the address the account had
 * before it was deleted. It belongs to no artist (the account is gone) and its stored copy forgets the address
 * once sent, so what stays in the outbox is the record that the promise was kept, naming nobody.
 */
export async function emailDeletionConfirmation(
  { db, jobs }: { db: Db; jobs: JobQueue },
  { to, code, completedAt }: { to: string | null; code: string; completedAt: Date },
): Promise<void> {
  if (!to) return;
  await queueEmail(
    { db, jobs },
    {
      kind: 'account-deleted',
      recipient: 'artist',
      artistId: null,
      dedupeKey: `account-deleted:${code}`,
      isRecipientErasedOnceSent: true,
      to,
      subject: 'Your Inkdesk account has been deleted',
      ...renderEmail({
        heading: 'Your Inkdesk account has been deleted',
        blocks: [
          {
            kind: 'paragraph',
            text: `Your deletion request was completed on ${completedAt.toUTCString()}: your profile, portfolio, leads, conversations, Instagram connection and analytics are gone for good.`,
          },
          { kind: 'paragraph', text: `Confirmation code: ${code}` },
          { kind: 'paragraph', text: 'This is the last email Inkdesk sends you.' },
        ],
      }),
    },
  );
}
