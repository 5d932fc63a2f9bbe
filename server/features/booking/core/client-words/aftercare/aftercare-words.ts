/**
 * The words of the emails after a session (issue #26 item 5, decision 065), one catalogue per language like the
 * booking emails' (decision 051), kept in a catalogue of their own so the after-session emails read as one
 * piece. The artist's aftercare is quoted as they wrote it; only the frame around it is ours.
 */
export interface AftercareEmailWords {
  /** The day the artist marks the session done. */
  aftercare: {
    subject(artist: string): string;
    heading: string;
    thanks(artist: string): string;
    /** Before the artist's own aftercare, which follows as they wrote it. */
    artistText(artist: string): string;
    /** Our aftercare when the artist wrote none: one paragraph per entry. */
    standard: readonly string[];
    questions(artist: string): string;
  };
  /** Three days later. */
  checkIn: {
    subject(artist: string): string;
    heading: string;
    body(artist: string): string;
    /** When to see a doctor rather than wait. */
    watch: string;
    photoLater: string;
  };
  /** Four weeks later: a photo of the healed tattoo, uploaded on the request page. */
  healedPhoto: {
    subject(artist: string): string;
    heading: string;
    body(artist: string): string;
    button: string;
  };
  /** Once per client, with the artist's review link, whatever they thought of it. */
  review: {
    subject(artist: string): string;
    heading(artist: string): string;
    body(artist: string): string;
    button: string;
  };
}
