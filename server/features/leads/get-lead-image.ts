import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversations, leads, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ObjectStorage, StoredObject } from '../../providers/storage/types.ts';
import { leadScope } from './lead-scope.ts';

/**
 * A client's reference image from a lead's chat: private, so only the lead's artist and admins get it.
 * Throws NOT_FOUND for anyone else, and for names that are not in that conversation.
 */
export async function getLeadImage({
  db,
  storage,
  viewer,
  leadId,
  name,
}: {
  db: Db;
  storage: ObjectStorage;
  viewer: UserRow;
  leadId: string;
  name: string;
}): Promise<StoredObject> {
  const [row] = await db
    .select({ messages: conversations.messages })
    .from(leads)
    .innerJoin(conversations, eq(conversations.id, leads.conversationId))
    .where(and(eq(leads.id, leadId), leadScope(viewer)));
  const key = row?.messages
    .flatMap((message) => message.images ?? [])
    .find((image) => image.key.endsWith(`/${name}`))?.key;
  const object = key && (await storage.get(key));
  if (!object) throw new AppError('NOT_FOUND', 'Image not found');
  return object;
}
