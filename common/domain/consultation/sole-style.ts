import { SPECIALTY_STYLES, type SpecialtyStyle } from '../../constants/styles.ts';
import type { ArtistProfile } from './artist-profile.ts';
import type { Brief } from './brief.ts';
import { colorOfStyle } from './style-relations.ts';

const SPECIALTY_STYLE_SET: ReadonlySet<string> = new Set(SPECIALTY_STYLES);

/**
 * The one style an artist offers (a Japanese-only artist): their clients are not asked "which style?", since a
 * front desk knows the answer. Null for an artist with several or none. Pass the artist as `readArtist` reads
 * them: a bio naming fine line and ornamental work offers two styles even when the list has one, and then the
 * client has a real choice.
 */
export function soleStyleOf(artist: ArtistProfile): SpecialtyStyle | null {
  const avoided = new Set<string>(artist.intake?.avoidStyles ?? []);
  const offered = artist.specialtyStyles.filter((style) => !avoided.has(style));
  const [only] = offered;
  return offered.length === 1 && only !== undefined && SPECIALTY_STYLE_SET.has(only)
    ? (only as SpecialtyStyle)
    : null;
}

/**
 * The brief with the sole style of the artist once there is a piece to give it to (an idea or a cover-up),
 * unless the client named a style: a different one keeps its style gate and its lower fit. Idempotent, so the
 * engine and scoring may both apply it.
 */
export function withSoleStyle(brief: Brief, artist: ArtistProfile): Brief {
  const style = soleStyleOf(artist);
  if (style === null || brief.style !== null || (brief.idea === null && !brief.isCoverUp)) return brief;
  return {
    ...brief,
    style,
    colorMode: brief.colorMode ?? colorOfStyle(style),
    deferredFields: brief.deferredFields.filter((field) => field !== 'style'),
  };
}
