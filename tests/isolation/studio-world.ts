import type { Db } from '../../server/db/client.ts';
import { instagramAccounts, instagramMessages, instagramThreads } from '../../server/db/schema/index.ts';
import { createArtist, type TestArtist } from '../fixtures/test-artists.ts';
import { insertLead } from '../fixtures/test-leads.ts';
import { callApi, joinStudio, setPlan } from '../fixtures/test-studios.ts';

export interface StudioWorldMember extends TestArtist {
  leadId: string;
  /** An Instagram thread on the member's own account, with one client DM, not tied to the lead. */
  threadId: string;
}

/**
 * Two studios beside the isolation world's lone artists (decision 073): Sol's, with front desk Fay and artist Cy,
 * and Vic's, with artist Wu. Each artist has a lead of their own (inserted: the suite tests who reaches it).
 */
export interface StudioWorld {
  sol: StudioWorldMember;
  fay: TestArtist;
  cy: StudioWorldMember;
  vic: StudioWorldMember;
  wu: StudioWorldMember;
}

export async function createStudioWorld(baseUrl: string, db: Db): Promise<StudioWorld> {
  const person = (name: string) =>
    createArtist(baseUrl, { email: `${name}@example.com`, artistName: `${name} Ink`, styles: ['Blackwork'] });
  const withLead = async (artist: TestArtist): Promise<StudioWorldMember> => ({
    ...artist,
    leadId: await insertLead(db, artist.id, { email: `client-of-${artist.id}@example.com` }),
    threadId: await insertThread(db, artist),
  });
  const sol = await withLead(await person('sol'));
  const fay = await person('fay');
  const cy = await withLead(await person('cy'));
  const vic = await withLead(await person('vic'));
  const wu = await withLead(await person('wu'));
  for (const [owner, handle] of [
    [sol, 'sols'],
    [vic, 'vics'],
  ] as const) {
    await setPlan(db, owner.id, 'studio');
    const made = await callApi(owner.browser, 'POST', '/api/studio', {
      name: `${handle} studio`,
      publicHandle: handle,
    });
    if (made.status !== 200) throw new Error(`Studio not made: ${made.status} ${JSON.stringify(made.body)}`);
  }
  await joinStudio(sol.browser, fay.browser, { email: 'fay@example.com', role: 'front_desk' });
  await joinStudio(sol.browser, cy.browser, { email: 'cy@example.com', role: 'artist' });
  await joinStudio(vic.browser, wu.browser, { email: 'wu@example.com', role: 'artist' });
  return { sol, fay, cy, vic, wu };
}

/** A connected Instagram account for the artist and a thread on it with one client DM naming the artist. */
async function insertThread(db: Db, artist: TestArtist): Promise<string> {
  const [account] = await db
    .insert(instagramAccounts)
    .values({ artistId: artist.id, igUserId: `ig-${artist.id}`, username: `${artist.id}.ink` })
    .returning({ id: instagramAccounts.id });
  const [thread] = await db
    .insert(instagramThreads)
    .values({ artistId: artist.id, accountId: account!.id, igsid: `1784${artist.id.length}00000000042` })
    .returning({ id: instagramThreads.id });
  await db.insert(instagramMessages).values({
    artistId: artist.id,
    threadId: thread!.id,
    author: 'client',
    text: `A DM for ${artist.id}`,
    status: 'received',
  });
  return thread!.id;
}
