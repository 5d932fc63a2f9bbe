import { and, asc, eq, inArray } from 'drizzle-orm';
import { studioPersona } from '#common/domain/studio/studio-persona.ts';
import type { Db } from '../../db/client.ts';
import { studioMembers, studios, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ConsultationArtist } from './load-consultation-artist.ts';

/** A studio chat that no artist has taken yet: whom it talks as, and whom it may go to (issue #28 item 3). */
export interface StudioConsultation {
  studioId: string;
  ownerId: string;
  /** The studio as the engine talks for it: its name and settings, every artist's styles and pieces. */
  persona: ConsultationArtist;
  /** The artists a lead may go to (owner and artists, front desk never), owner first. */
  members: ConsultationArtist[];
}

/** The roles that take clients: front desk answers the phone, it does not tattoo. */
const TATTOOING_ROLES = ['owner', 'artist'] as const;

/**
 * The studio a chat on its page, widget or Instagram account talks for, with the artists it routes between, each
 * as their own chat would load them (`loadArtist`: cached, their settings inheriting the studio's). Members who
 * have not finished setup are left out. Throws NOT_FOUND for an unknown studio.
 */
export async function loadStudioConsultation(
  db: Db,
  studioId: string,
  loadArtist: (artistId: string) => Promise<ConsultationArtist>,
): Promise<StudioConsultation> {
  const [studio] = await db.select().from(studios).where(eq(studios.id, studioId));
  if (!studio) throw new AppError('NOT_FOUND', 'Studio not found');
  const rows = await db
    .select({ userId: studioMembers.userId })
    .from(studioMembers)
    .innerJoin(users, eq(users.id, studioMembers.userId))
    .where(
      and(
        eq(studioMembers.studioId, studioId),
        inArray(studioMembers.role, TATTOOING_ROLES),
        eq(users.hasCompletedSetup, true),
      ),
    )
    .orderBy(asc(studioMembers.joinedAt));
  const ids = [studio.ownerId, ...rows.map((row) => row.userId).filter((id) => id !== studio.ownerId)];
  const members = await Promise.all(ids.map((id) => loadArtist(id)));
  const persona = studioPersona(
    studio,
    members.map((member) => ({ artist: member.profile, portfolio: member.portfolio })),
  );
  return {
    studioId,
    ownerId: studio.ownerId,
    // The owner's plan serves the studio's chat (decision 073: members work under it).
    persona: { ...members[0]!, profile: persona.artist, portfolio: persona.portfolio },
    members,
  };
}
