import type { ArtistIntake } from '../../contracts/intake.ts';
import type { ArtistStudioAnswers } from '../../contracts/studio-answers.ts';

/** The artist the conversation is with: the only artist data the engine ever sees (issue #4 "Safety"). */
export interface ArtistProfile {
  id: string;
  /** The artist name shown to clients; replies use it instead of guessing pronouns. */
  name: string;
  bio: string;
  specialtyStyles: readonly string[];
  consultationPrice: number | null;
  /** Below this budget the client is told the minimum and the lead scores lower. */
  minimumPrice?: number | null;
  /** House rules in the artist's words, quoted when relevant ("No hand or neck tattoos"). */
  rules?: readonly string[];
  /** Given to a client who is ready (issue #11 "Close the loop"). */
  bookingUrl?: string | null;
  /**
   * The styles the artist listed, as replies name them; set by `readArtist`, whose `specialtyStyles` also
   * hold the styles read from the bio and portfolio tags. Absent: the specialty styles.
   */
  listedStyles?: readonly string[];
  /** The artist's intake controls (issue #11); absent means nothing set, so nothing is claimed. */
  intake?: ArtistIntake | null;
  /** The artist's studio answers (decision 045): topics switched or reworded; absent, every default. */
  studioAnswers?: ArtistStudioAnswers | null;
}

/** The name replies use: the artist's, or "the artist" before one is set. */
export function artistDisplayName(artist: Pick<ArtistProfile, 'name'>): string {
  const name = typeof artist.name === 'string' ? artist.name.trim() : '';
  return name || 'the artist';
}

/** "blackwork, geometric and dotwork": style names as they read in a sentence. */
export function formatStyleList(styles: readonly string[]): string {
  const names = styles.map(styleInSentence);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** Lowercase, except Japanese, which is a proper adjective. */
export function styleInSentence(style: string): string {
  return style === 'Japanese' ? style : style.toLowerCase();
}

/** The styles replies name: the artist's own list, not the ones read from the bio. */
export function listedStylesOf(artist: ArtistProfile): readonly string[] {
  return artist.listedStyles ?? artist.specialtyStyles;
}
