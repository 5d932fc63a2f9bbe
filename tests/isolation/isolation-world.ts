import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { conversations, leads, portfolioPieces, users } from '../../server/db/schema/index.ts';
import { createArtist, createLead } from '../fixtures/test-artists.ts';
import type { TestBrowser } from '../fixtures/test-browser.ts';
import { PNG_1PX_BASE64 } from '../fixtures/test-images.ts';

export interface WorldArtist {
  id: string;
  browser: TestBrowser;
  leadId: string;
  leadEmail: string;
  pieceId: string;
}

/** Two artists, each with a lead made through the chat and a portfolio piece; Ana's lead has an image. */
export interface IsolationWorld {
  ana: WorldArtist & { imageName: string; imageKey: string };
  ben: WorldArtist;
  admin: TestBrowser;
}

async function createWorldArtist(
  baseUrl: string,
  db: Db,
  { name, style, images }: { name: string; style: string; images?: string[] },
): Promise<WorldArtist> {
  const handle = name.toLowerCase();
  const artist = await createArtist(baseUrl, {
    email: `${handle}@example.com`,
    artistName: `${name} Ink`,
    styles: [style],
  });
  const leadEmail = `client-of-${handle}@example.com`;
  const { leadId } = await createLead(baseUrl, {
    artistId: artist.id,
    email: leadEmail,
    lines: [`a ${style.toLowerCase()} piece on my forearm`, 'palm sized, black and grey, about $400'],
    images,
  });
  // Straight into the table: the suite tests who may reach a piece, not the upload pipeline.
  const [piece] = await db
    .insert(portfolioPieces)
    .values({ artistId: artist.id, imageKey: `portfolio/${handle}.webp`, title: `${name}'s piece` })
    .returning({ id: portfolioPieces.id });
  return { id: artist.id, browser: artist.browser, leadId, leadEmail, pieceId: piece!.id };
}

export async function createIsolationWorld(
  baseUrl: string,
  db: Db,
  adminEmail: string,
): Promise<IsolationWorld> {
  const ana = await createWorldArtist(baseUrl, db, {
    name: 'Ana',
    style: 'Japanese',
    images: [PNG_1PX_BASE64],
  });
  const ben = await createWorldArtist(baseUrl, db, { name: 'Ben', style: 'Tribal' });
  const admin = await createArtist(baseUrl, { email: adminEmail, artistName: 'Studio', styles: ['Realism'] });
  const [conversation] = await db
    .select({ messages: conversations.messages })
    .from(leads)
    .innerJoin(conversations, eq(conversations.id, leads.conversationId))
    .where(eq(leads.id, ana.leadId));
  const imageKey = conversation!.messages.flatMap((message) => message.images ?? [])[0]!.key;
  return { ana: { ...ana, imageKey, imageName: imageKey.split('/').pop()! }, ben, admin: admin.browser };
}

/** Everything stored for an artist: compared before and after, it shows that nothing was changed. */
export async function footprintOf(db: Db, artistId: string) {
  return {
    user: await db.select().from(users).where(eq(users.id, artistId)),
    leads: await db.select().from(leads).where(eq(leads.artistId, artistId)).orderBy(leads.id),
    conversations: await db
      .select()
      .from(conversations)
      .where(eq(conversations.artistId, artistId))
      .orderBy(conversations.id),
    pieces: await db
      .select()
      .from(portfolioPieces)
      .where(eq(portfolioPieces.artistId, artistId))
      .orderBy(portfolioPieces.id),
  };
}

/** Strings that appear only in Ana's data: none may reach Ben. */
export function anaMarkers({ ana }: IsolationWorld): string[] {
  return [ana.id, 'ana@example.com', ana.leadId, ana.leadEmail, ana.pieceId, ana.imageName];
}
