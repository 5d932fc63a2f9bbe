import { and, eq } from 'drizzle-orm';
import type { LeadEmailMode } from '#common/contracts/notifications.ts';
import type { Db } from '../../db/client.ts';
import { type LeadRow, leads } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/types.ts';
import { artistContact } from '../mail/artist-contact.ts';
import { appLink, renderEmail } from '../mail/email-layout.ts';
import { queueEmail } from '../mail/queue-email.ts';
import { getNotificationSettings } from './get-notification-settings.ts';
import { clientOf, fitOf } from './lead-lines.ts';
import { settingsFooter } from './settings-footer.ts';

/** Whether a lead gets its own email under the artist's setting; the digest and off never do. */
export const isEmailedAtOnce = (mode: LeadEmailMode, fitScore: LeadRow['fitScore']) =>
  mode === 'every' || (mode === 'high-fit' && fitScore === 'high');

/**
 * Emails the artist about a saved lead when their setting asks for it: once per lead, the first time it
 * qualifies (an Instagram lead re-scored to high fit is emailed then). Test chats with their own assistant
 * are never emailed.
 */
export async function emailNewLead({
  db,
  jobs,
  appUrl,
  leadId,
}: {
  db: Db;
  jobs: JobQueue;
  appUrl: string;
  leadId: string;
}): Promise<void> {
  const [lead] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.id, leadId), eq(leads.isTest, false)));
  if (!lead) return;
  const artist = await artistContact(db, lead.artistId);
  const { leadEmails } = await getNotificationSettings({ db, artistId: lead.artistId });
  if (!artist || !isEmailedAtOnce(leadEmails, lead.fitScore)) return;
  const client = clientOf(lead);
  const details = [
    ['Style', lead.tattooStyle],
    ['Placement', lead.placement],
    ['Size', lead.size],
    ['Budget', lead.budget],
    ['Email', lead.email],
    ['Phone', lead.phone],
    ['Instagram', lead.instagramUsername && `@${lead.instagramUsername}`],
  ].flatMap(([label, value]) => (value ? [`${label}: ${value}`] : []));
  // Decision 045: what the assistant told the client it would ask the artist.
  const openQuestions = lead.openQuestions.filter((question) => question.answeredAt === null);
  await queueEmail(
    { db, jobs },
    {
      kind: 'lead-received',
      recipient: 'artist',
      artistId: artist.id,
      dedupeKey: `lead-received:${lead.id}`,
      to: artist.email,
      subject: `New lead: ${client} (${fitOf(lead)})`,
      ...renderEmail({
        heading: `New lead from ${client}`,
        blocks: [
          {
            kind: 'paragraph',
            text: `${fitOf(lead)}, via ${lead.channel === 'instagram' ? 'Instagram' : 'your chat'}.`,
          },
          { kind: 'paragraph', text: lead.projectSummary },
          ...(details.length ? [{ kind: 'list' as const, items: details }] : []),
          ...(openQuestions.length
            ? [
                { kind: 'paragraph' as const, text: `${client} asked, and was told you would answer:` },
                { kind: 'list' as const, items: openQuestions.map((question) => `“${question.text}”`) },
              ]
            : []),
          { kind: 'link', label: 'Open your leads', href: appLink(appUrl, '/dashboard?tab=leads') },
        ],
        footer: settingsFooter(appUrl, leadEmails === 'every' ? 'every lead' : 'high-fit leads'),
      }),
    },
  );
}
