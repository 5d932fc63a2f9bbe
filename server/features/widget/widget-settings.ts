import { eq } from 'drizzle-orm';
import type { WidgetSettings, WidgetTarget } from '#common/contracts/widget.ts';
import type { Db } from '../../db/client.ts';
import { studios, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * The artist's widget (handle and allowed sites) and, for a studio's owner, the studio's. Read from the studios
 * table itself: the widget must not depend on the studio feature, which depends on much else (decision 074).
 */
export async function getWidgetSettings({
  db,
  artistId,
}: {
  db: Db;
  artistId: string;
}): Promise<WidgetSettings> {
  const [row] = await db
    .select({
      handle: users.publicHandle,
      origins: users.widgetOrigins,
      studio: { handle: studios.publicHandle, name: studios.name, origins: studios.widgetOrigins },
    })
    .from(users)
    .leftJoin(studios, eq(studios.ownerId, users.id))
    .where(eq(users.id, artistId));
  if (!row) throw new AppError('NOT_FOUND', 'No such artist');
  return { artist: { handle: row.handle, origins: row.origins }, studio: row.studio };
}

/** Replaces the sites allowed to frame the artist's own widget; returns what is stored. */
export async function updateArtistWidgetOrigins({
  db,
  artistId,
  origins,
  now,
}: {
  db: Db;
  artistId: string;
  origins: string[];
  now: Date;
}): Promise<WidgetTarget> {
  const [row] = await db
    .update(users)
    .set({ widgetOrigins: origins, updatedAt: now })
    .where(eq(users.id, artistId))
    .returning({ handle: users.publicHandle, origins: users.widgetOrigins });
  if (!row) throw new AppError('NOT_FOUND', 'No such artist');
  return row;
}

/**
 * Replaces the sites allowed to frame the studio's widget. Only the studio's owner may (decision 073: front desk
 * cannot change the studio's settings); anyone else owns no studio here and gets NOT_FOUND.
 */
export async function updateStudioWidgetOrigins({
  db,
  ownerId,
  origins,
  now,
}: {
  db: Db;
  ownerId: string;
  origins: string[];
  now: Date;
}): Promise<WidgetTarget> {
  const [row] = await db
    .update(studios)
    .set({ widgetOrigins: origins, updatedAt: now })
    .where(eq(studios.ownerId, ownerId))
    .returning({ handle: studios.publicHandle, origins: studios.widgetOrigins });
  if (!row) throw new AppError('NOT_FOUND', 'You own no studio');
  return row;
}
