import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversations, instagramMessages, instagramThreads, leads } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/types.ts';
import { latestPersonRequest } from '../consultation/person-request.ts';
import { artistContact } from '../mail/artist-contact.ts';
import { appLink, renderEmail } from '../mail/email-layout.ts';
import { queueEmail } from '../mail/queue-email.ts';
import { clientOf } from './lead-lines.ts';
import type { ArtistEvent } from './notification-job-payloads.ts';

type HumanRequested = Extract<ArtistEvent, { kind: 'human-requested' }>;

/** Who asked, where, and what the artist should know: the same email for every channel. */
interface PersonRequest {
  artistId: string;
  /** The thread or lead the request belongs to: one email per request of it. */
  subjectId: string;
  client: string;
  where: string;
  /** What happens next, from the artist's side. */
  status: string;
  /** The client's message that asked, or their last one. */
  lastMessage: string | null;
  link: { label: string; path: string };
}

/**
 * Emails the artist that a client asked for a person (issue #14; the web chat since decision 050): whatever
 * their lead-email setting, since only the artist can answer that. Once per request: asking again later is
 * emailed again. Test chats with the artist's own assistant are never emailed.
 */
export async function emailHumanRequested({
  db,
  jobs,
  appUrl,
  event,
}: {
  db: Db;
  jobs: JobQueue;
  appUrl: string;
  event: HumanRequested;
}): Promise<void> {
  const request =
    'threadId' in event ? await threadRequest(db, event.threadId) : await leadRequest(db, event.leadId);
  if (!request) return;
  const artist = await artistContact(db, request.artistId);
  if (!artist) return;
  await queueEmail(
    { db, jobs },
    {
      kind: 'human-requested',
      recipient: 'artist',
      artistId: artist.id,
      dedupeKey: `human-requested:${request.subjectId}:${event.requestedAt}`,
      to: artist.email,
      subject: `${request.client} asked to talk to you ${request.where}`,
      ...renderEmail({
        heading: `${request.client} asked to talk to you`,
        blocks: [
          { kind: 'paragraph', text: request.status },
          ...(request.lastMessage
            ? [{ kind: 'paragraph' as const, text: `Their message: "${request.lastMessage}"` }]
            : []),
          { kind: 'link', label: request.link.label, href: appLink(appUrl, request.link.path) },
        ],
      }),
    },
  );
}

async function threadRequest(db: Db, threadId: string): Promise<PersonRequest | null> {
  const [thread] = await db.select().from(instagramThreads).where(eq(instagramThreads.id, threadId));
  if (!thread) return null;
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
  return {
    artistId: thread.artistId,
    subjectId: thread.id,
    client: thread.username ? `@${thread.username}` : 'An Instagram client',
    where: 'on Instagram',
    status: 'Your assistant has stopped answering this thread until you reply or hand it back.',
    lastMessage: last?.text ?? null,
    link: { label: 'Open your inbox', path: '/dashboard?tab=inbox' },
  };
}

async function leadRequest(db: Db, leadId: string): Promise<PersonRequest | null> {
  const [lead] = await db
    .select({
      artistId: leads.artistId,
      name: leads.name,
      email: leads.email,
      phone: leads.phone,
      instagramUsername: leads.instagramUsername,
      messages: conversations.messages,
    })
    .from(leads)
    .innerJoin(conversations, eq(conversations.id, leads.conversationId))
    .where(and(eq(leads.id, leadId), eq(leads.isTest, false)));
  if (!lead) return null;
  const contact = [lead.email, lead.phone].filter(Boolean).join(' or ');
  return {
    artistId: lead.artistId,
    subjectId: leadId,
    client: clientOf(lead),
    where: 'from your chat',
    status: `They saved the chat and were told you would get back to them personally${contact ? `: ${contact}` : ''}. Their lead is marked "Wants a person" until you mark it handled.`,
    lastMessage: latestPersonRequest(lead.messages)?.message ?? null,
    link: { label: 'Open your leads', path: '/dashboard?tab=leads' },
  };
}
