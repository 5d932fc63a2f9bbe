import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { instagramOauthStates } from '../../db/schema/index.ts';
import type { InstagramGraph } from '../../providers/instagram/types.ts';

/** How long a Business Login may take between Connect and the callback. */
export const CONNECT_STATE_TTL_MS = 10 * 60_000;

export const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

/** Starts Business Login for Instagram: a fresh `state` bound to this artist (and, by cookie, this browser). */
export async function startInstagramConnect({
  db,
  graph,
  artistId,
  redirectUri,
  now = new Date(),
}: {
  db: Db;
  graph: InstagramGraph;
  artistId: string;
  redirectUri: string;
  now?: Date;
}): Promise<{ authorizeUrl: string; state: string }> {
  const state = randomBytes(24).toString('base64url');
  await db.insert(instagramOauthStates).values({
    stateHash: hashState(state),
    artistId,
    expiresAt: new Date(now.getTime() + CONNECT_STATE_TTL_MS),
  });
  return { authorizeUrl: graph.authorizeUrl({ redirectUri, state }), state };
}
