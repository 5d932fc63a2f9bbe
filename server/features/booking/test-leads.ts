import { nanoid } from 'nanoid';
import type { Database } from '../../db/client.ts';
import { conversations, leads, users } from '../../db/schema/index.ts';

/** An artist and `count` high-fit leads written straight to the database, for tests below the HTTP layer. */
export async function insertArtistWithLeads(db: Database['db'], count: number) {
  const artistId = nanoid();
  await db.insert(users).values({ id: artistId, email: `${artistId}@example.com` });
  const leadIds: string[] = [];
  for (let index = 0; index < count; index++) {
    const [conversation] = await db
      .insert(conversations)
      .values({ sessionId: nanoid(), artistId })
      .returning({ id: conversations.id });
    const [lead] = await db
      .insert(leads)
      .values({
        artistId,
        conversationId: conversation!.id,
        email: `client${index}@example.com`,
        fitScore: 'high',
        matchPercentage: 80,
        detailedRating: 80,
        projectSummary: 'A koi',
        matchBreakdown: { criteria: [], missingFields: [], gates: [], fitReason: '', suggestedReply: '' },
      })
      .returning({ id: leads.id });
    leadIds.push(lead!.id);
  }
  return { artistId, leadIds };
}
