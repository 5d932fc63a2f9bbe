import { type AnswerLanguage, isAnswerLanguage } from '#common/contracts/studio-answers.ts';
import type { SessionKind } from '#common/domain/booking/types.ts';

/**
 * Every sentence of every email a client gets, in one language (issue #23 item 5, decision 051). The type is
 * the catalogue's shape: a language missing a key, or a key missing a language, fails tsc. Sentences that hold
 * a value are functions of it, so each language orders its words its own way; the values come formatted
 * (dates and money in the language's locale, session names from `sessionKinds`).
 */
export interface ClientEmailWords {
  /** BCP 47 locales for Intl: dates and times, and money ("$50.00" in English, "50,00 $" in French). */
  locale: { dates: string; money: string };
  /** The greeting line, with the client's first name or none. */
  greeting(firstName: string | null): string;
  /**
   * A session kind as it reads inside a sentence, after "your" or "a": one noun with one gender per language
   * ("sesión de …", "Termin …") so the sentences around it agree whatever the kind.
   */
  sessionKinds: Readonly<Record<SessionKind, string>>;
  /** The button to the client's private request page. */
  openRequest: string;
  /**
   * The first email to an address not yet confirmed for the artist (decision 055): it names the artist only,
   * never the client, so a stranger's words cannot ride in it.
   */
  confirmEmail: {
    subject(artist: string): string;
    heading: string;
    body(artist: string): string;
    button: string;
    ignore: string;
  };
  requestReceived: {
    subject(artist: string): string;
    saved(artist: string): string;
    page: string;
    private: string;
  };
  confirmed: {
    subject(session: string, artist: string): string;
    heading(artist: string): string;
    body(session: string, time: string): string;
    depositPaid(amount: string): string;
    depositDue(amount: string): string;
    invite: string;
  };
  reminder: {
    subject(session: string, artist: string, isTomorrow: boolean): string;
    heading(artist: string): string;
    body(session: string, artist: string, time: string): string;
    change: string;
    /** The link to the request page while a deposit is still due on Stripe: the page opens the payment. */
    payDeposit: string;
  };
  offered: {
    subject(artist: string): string;
    heading(artist: string): string;
    body(artist: string, session: string): string;
    pick: string;
    button: string;
    /** A project of several sessions (decision 066): the client picks the first now, books the rest on the page. */
    project(count: number): string;
    /** The same offer as an Instagram DM, for a lead in the messaging window: the times one per line. */
    note(artist: string, times: readonly string[], pageUrl: string): string;
  };
  /** The artist's decline is in their own words; only its frame is ours. */
  declined: {
    subject(artist: string): string;
    heading(artist: string): string;
    /**
     * The polite decline the artist starts from and edits (issue #14), in the artist's voice: it thanks the
     * client, says no without a reason to argue with, and leaves the door open. Paragraphs split by blank lines.
     */
    template(firstName: string | null): string;
  };
  cancelled: {
    subject(session: string, artist: string): string;
    heading: string;
    byArtist(artist: string, session: string, time: string): string;
    byClient(session: string, artist: string, time: string): string;
    /** Opens the artist's reason, which follows as they typed it. */
    reason(artist: string, first: string): string;
    inviteRemoved: string;
    newTimes(artist: string): string;
  };
  moved: {
    subject(session: string, artist: string): string;
    heading: string;
    byArtist(artist: string, session: string, time: string): string;
    byClient(session: string, artist: string, time: string): string;
    was(time: string): string;
    inviteUpdated: string;
  };
  /**
   * What every booking email and invite says about the appointment (issue #26): the piece, the studio's address
   * and the artist's own texts, which follow the label as the artist wrote them.
   */
  details: {
    /** Which session of a project this is (decision 066): "Session 2 of 3". */
    session(number: number, count: number): string;
    piece(piece: string): string;
    studio(address: string): string;
    prepHeading: string;
    /** Before the artist's payment instructions, when a deposit is still due. */
    payHeading(artist: string): string;
  };
  /**
   * The consent form's link (issue #26 item 4) in the confirmation and the reminders while it is unsigned: one
   * line and a button to the signing page.
   */
  consent: { body(artist: string): string; button: string };
  /** What a cancellation says about a paid deposit: the artist's refund policy, or that the artist will say. */
  depositAfterCancel: {
    policy(artist: string, amount: string): string;
    noPolicy(artist: string, amount: string): string;
  };
  /**
   * The reminder as a text message (issue #26 item 8, decision 068): a few short sentences around one link (the
   * request page, which holds the details, the preparation notes and how to pay), so it stays one or two segments.
   */
  sms: {
    reminder(session: string, artist: string, time: string, isTomorrow: boolean): string;
    depositDue(amount: string): string;
    /** The consent form's signing link while it is unsigned. */
    consent(url: string): string;
    page(url: string): string;
    /** The opt-out line; STOP stays English, the word carriers and Twilio recognise. */
    stop: string;
  };
  /** The .ics event the client's calendar shows: its SUMMARY, and its DESCRIPTION is "<title>: <time>". */
  invite: { title(artist: string): string };
}

export type ClientLanguage = AnswerLanguage;

export const isClientLanguage = isAnswerLanguage;
