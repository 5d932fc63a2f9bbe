import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** Where an artist's notifications go (users.email) and the name they greet; null without an address. */
export async function artistContact(
  db: Db,
  artistId: string,
): Promise<{ id: string; email: string; name: string } | null> {
  const [artist] = await db
    .select({ email: users.email, artistName: users.artistName, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, artistId));
  if (!artist?.email) return null;
  return { id: artistId, email: artist.email, name: artist.artistName ?? artist.firstName ?? artist.email };
}
