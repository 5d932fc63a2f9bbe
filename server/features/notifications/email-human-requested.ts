import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { instagramMessages, instagramThreads } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/types.ts';
import { appLink, renderEmail } from '../mail/email-layout.ts';
import { queueEmail } from '../mail/queue-email.ts';
import { artistContact } from './artist-contact.ts';

/**
 * Emails the artist that an Instagram client asked for a person (issue #14): whatever their lead-email
 * setting, since the assistant has gone quiet in that thread and only the artist can answer now. Once per
 * request: a thread handed back and asking again is emailed again.
 */
export async function emailHumanRequested({
  db,
  jobs,
  appUrl,
  threadId,
  requestedAt,
}: {
  db: Db;
  jobs: JobQueue;
  appUrl: string;
  threadId: string;
  requestedAt: string;
}): Promise<void> {
  const [thread] = await db.select().from(instagramThreads).where(eq(instagramThreads.id, threadId));
  if (!thread) return;
  const artist = await artistContact(db, thread.artistId);
  if (!artist) return;
  const [last] = await db
    .select({ text: instagramMessages.text })
    .from(instagramMessages)
    .where(
      and(
        eq(instagramMessages.threadId, thread.id),
        eq(instagramMessages.artistId, thread.artistId),
        eq(instagramMessages.author, 'client'),
      ),
    )
    .orderBy(desc(instagramMessages.createdAt))
    .limit(1);
  const client = thread.username ? `@${thread.username}` : 'An Instagram client';
  await queueEmail(
    { db, jobs },
    {
      kind: 'human-requested',
      artistId: artist.id,
      dedupeKey: `human-requested:${thread.id}:${requestedAt}`,
      to: artist.email,
      subject: `${client} asked to talk to you on Instagram`,
      ...renderEmail({
        heading: `${client} asked to talk to you`,
        blocks: [
          {
            kind: 'paragraph',
            text: 'Your assistant has stopped answering this thread until you reply or hand it back.',
          },
          ...(last?.text ? [{ kind: 'paragraph' as const, text: `Their last message: "${last.text}"` }] : []),
          { kind: 'link', label: 'Open your inbox', href: appLink(appUrl, '/dashboard?tab=inbox') },
        ],
      }),
    },
  );
}
