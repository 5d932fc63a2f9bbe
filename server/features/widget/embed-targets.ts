import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { studios, users } from '../../db/schema/index.ts';

/** Whose chat an embed page shows: an artist's (/embed/a/:handle) or a studio's (/embed/s/:handle). */
export type EmbedKind = 'artist' | 'studio';

/**
 * The sites allowed to frame the embed page of this artist or studio, or null when no such page exists (an
 * unknown handle, an artist mid-setup): that page is framed by nobody.
 */
export async function findEmbedOrigins({
  db,
  kind,
  handle,
}: {
  db: Db;
  kind: EmbedKind;
  handle: string;
}): Promise<string[] | null> {
  const publicHandle = handle.toLowerCase();
  const [row] =
    kind === 'artist'
      ? await db
          .select({ origins: users.widgetOrigins })
          .from(users)
          .where(and(eq(users.publicHandle, publicHandle), eq(users.hasCompletedSetup, true)))
      : await db
          .select({ origins: studios.widgetOrigins })
          .from(studios)
          .where(eq(studios.publicHandle, publicHandle));
  return row?.origins ?? null;
}
