import type { StudioSettings } from '../../contracts/studios.ts';
import type { ArtistProfile } from '../consultation/artist-profile.ts';
import type { PortfolioPiece } from '../consultation/portfolio-match.ts';
import type { RoutingCandidate } from './route-to-artist.ts';

const union = <T>(lists: readonly (readonly T[])[]): T[] => [...new Set(lists.flat())];

/** The studio's value where it set one, else the owner's: the shop speaks first while no artist is chosen. */
const studioFirst = (studio: string | null | undefined, owner: string | null | undefined) =>
  studio?.trim() ? studio : (owner ?? null);

/**
 * Whom an unrouted studio chat talks as (issue #28 item 3, decision 075): the studio by name, with its settings,
 * every artist's styles and published pieces, and what any of them would take (a style is avoided only when every
 * artist avoids it; cover-ups when one takes them; the books open when one's are; the lowest minimum). The owner,
 * listed first, lends the rest (booking in Inkdesk, studio answers left unset).
 */
export function studioPersona(
  studio: { name: string; settings: StudioSettings },
  members: readonly RoutingCandidate[],
): { artist: ArtistProfile; portfolio: PortfolioPiece[] } {
  const [owner] = members;
  if (!owner) throw new Error('A studio has at least its owner');
  const profiles = members.map((member) => member.artist);
  const intakes = profiles.map((profile) => profile.intake).filter((intake) => intake != null);
  const minimums = profiles.map((profile) => profile.minimumPrice).filter((price) => price != null);
  const ownerIntake = owner.artist.intake;
  const persona: ArtistProfile = {
    ...owner.artist,
    name: studio.name,
    firstName: null,
    bio: '',
    specialtyStyles: union(profiles.map((profile) => profile.specialtyStyles)),
    listedStyles: union(profiles.map((profile) => profile.listedStyles ?? profile.specialtyStyles)),
    minimumPrice: minimums.length > 0 ? Math.min(...minimums) : null,
    studioAnswers: { ...owner.artist.studioAnswers, ...studio.settings.studioAnswers },
    intake: ownerIntake
      ? {
          ...ownerIntake,
          avoidStyles: ownerIntake.avoidStyles.filter((style) =>
            intakes.every((intake) => intake.avoidStyles.includes(style)),
          ),
          booksStatus: intakes.some((intake) => intake.booksStatus === 'open')
            ? 'open'
            : intakes.some((intake) => intake.booksStatus === 'waitlist')
              ? 'waitlist'
              : 'closed',
          takesCoverUps: intakes.some((intake) => intake.takesCoverUps === true)
            ? true
            : intakes.every((intake) => intake.takesCoverUps === false)
              ? false
              : null,
          studioLocation: studioFirst(studio.settings.address, ownerIntake.studioLocation),
          studioHours: studioFirst(studio.settings.hours, ownerIntake.studioHours),
          depositPolicy: studioFirst(studio.settings.depositPolicy, ownerIntake.depositPolicy),
          agePolicy: studioFirst(studio.settings.agePolicy, ownerIntake.agePolicy),
        }
      : ownerIntake,
  };
  const portfolio: PortfolioPiece[] = members.flatMap((member) => member.portfolio);
  return { artist: persona, portfolio };
}
