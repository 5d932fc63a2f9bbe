import type { Brief } from '#common/domain/consultation/brief.ts';
import {
  type StudioRoutingRecord,
  type StudioTurnInput,
  studioTurnRouting,
} from '#common/domain/studio/studio-turn.ts';
import type { StudioConsultation } from './studio-consultation.ts';

/**
 * The start of an artist's next free session, or null for none in the booking horizon. Booking answers it
 * (findNextOpenSlot); the app's setup passes it in, because booking itself reaches the chat and the inbox, which
 * reach this feature: an import would close the circle.
 */
export type NextOpenSlot = (input: { artistId: string; now: Date }) => Promise<Date | null>;

/**
 * A studio chat's routing for this turn (common/domain/studio/studio-turn.ts), with the sooner-open-slot rule
 * between equal fits (decision 075): the calendars are read only when two artists tie, and only theirs, so a
 * turn that decides by fit (or decides nothing) costs no query. Null while there is nothing to decide.
 */
export async function decideStudioRouting(
  nextOpenSlot: NextOpenSlot,
  input: {
    consultation: StudioConsultation;
    latest: StudioRoutingRecord | null;
    brief: Brief;
    clientMessage: string;
    now: Date;
  },
): Promise<ReturnType<typeof studioTurnRouting>> {
  const turn: StudioTurnInput = {
    studioId: input.consultation.studioId,
    candidates: input.consultation.members.map((member) => ({
      artist: member.profile,
      portfolio: member.portfolio,
    })),
    latest: input.latest,
    brief: input.brief,
    clientMessage: input.clientMessage,
    now: input.now,
  };
  const byFit = studioTurnRouting(turn);
  if (!byFit || !('asked' in byFit.record) || input.latest) return byFit;
  const tied = byFit.record.asked.between.map((fit) => fit.artistId);
  const openAt = new Map(
    await Promise.all(
      tied.map(async (artistId) => [artistId, await nextOpenSlot({ artistId, now: input.now })] as const),
    ),
  );
  return studioTurnRouting({
    ...turn,
    candidates: turn.candidates.map((candidate) =>
      openAt.has(candidate.artist.id)
        ? { ...candidate, nextOpenAt: openAt.get(candidate.artist.id) ?? null }
        : candidate,
    ),
  });
}
