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
  /** Given to a client who is ready (issue #11 "Close the loop"), unless the artist books in Inkdesk. */
  bookingUrl?: string | null;
  /**
   * The artist takes bookings in Inkdesk (their availability is saved): a ready client is told the artist will
   * send times to pick from, and an external booking link is never offered beside it (issue #25).
   */
  booksInApp?: boolean;
  /** The artist's given name: a reply names the artist in full once, then by this (issue #25). */
  firstName?: string | null;
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

/** The outside booking link a reply may give: none when the artist books in Inkdesk, or has none. */
export function bookingLinkOf(artist: Pick<ArtistProfile, 'bookingUrl' | 'booksInApp'>): string | null {
  if (artist.booksInApp === true) return null;
  return typeof artist.bookingUrl === 'string' && artist.bookingUrl.length > 0 ? artist.bookingUrl : null;
}

/**
 * The name a reply uses after naming the artist once in full: the given name when the artist name holds it as
 * a word ("Mara" in "Mara Vale Tattoo"); otherwise the full name, since a studio name ("Black Rose Tattoo")
 * has no short form the engine could guess.
 */
export function artistShortName(artist: Pick<ArtistProfile, 'name' | 'firstName'>): string {
  const full = artistDisplayName(artist);
  const given = typeof artist.firstName === 'string' ? artist.firstName.trim() : '';
  if (!given || given.length >= full.length) return full;
  // The word as the artist name writes it, so "mara" typed at sign-in still reads "Mara".
  const word = full
    .split(/[^\p{L}\p{M}'’-]+/u)
    .find((candidate) => candidate.toLocaleLowerCase() === given.toLocaleLowerCase());
  return word ?? full;
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
