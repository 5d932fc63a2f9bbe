import { and, eq } from 'drizzle-orm';
import type { LeadDetails } from '#common/contracts/leads.ts';
import type { Db } from '../../db/client.ts';
import { conversations, leads, type UserRow, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { leadScope } from './lead-scope.ts';
import { leadDtoColumns, toLeadDto } from './to-lead-dto.ts';

/** Where the dashboard opens a lead's chat images (routes.ts); the public API passes its own route. */
const DASHBOARD_LEADS_PATH = '/api/admin/leads';

/**
 * A lead with its whole conversation; throws NOT_FOUND for a lead outside the viewer's scope. Each image's URL
 * is under `leadsPath`, the caller's own route to it, so an API key is never handed a dashboard URL.
 */
export async function getLeadDetails({
  db,
  viewer,
  leadId,
  leadsPath = DASHBOARD_LEADS_PATH,
}: {
  db: Db;
  viewer: UserRow;
  leadId: string;
  leadsPath?: string;
}): Promise<LeadDetails> {
  const [row] = await db
    .select({ lead: leadDtoColumns, artistName: users.artistName, messages: conversations.messages })
    .from(leads)
    .innerJoin(users, eq(users.id, leads.artistId))
    .innerJoin(conversations, eq(conversations.id, leads.conversationId))
    .where(and(eq(leads.id, leadId), leadScope(viewer)));
  if (!row) throw new AppError('NOT_FOUND', 'Lead not found');
  return {
    lead: toLeadDto(row.lead, row.artistName),
    conversation: {
      messages: row.messages.map((message) => ({
        role: message.role,
        content: message.content,
        timestamp: message.timestamp,
        images: (message.images ?? []).map((image) => ({
          url: `${leadsPath}/${leadId}/images/${image.key.split('/').pop()}`,
          mimeType: image.mimeType,
        })),
      })),
    },
  };
}
