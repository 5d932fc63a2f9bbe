import type { SlotPickerWords } from '#client/components/slot-picker/slot-picker.tsx';
import type { RequestStatus } from '#common/contracts/booking-requests.ts';

/**
 * Every string of the client's request page in one language (decision 051): the page speaks the language the
 * lead was written in, as the client's emails do. The type is the catalogue's shape, so a language missing a
 * key fails tsc; sentences holding a value are functions of it.
 */
export interface RequestPageWords {
  /** BCP 47 locales for Intl: dates and times, and money. */
  locale: { dates: string; money: string };
  title: string;
  withArtist(artist: string): string;
  notices: Record<'deleted' | 'expired' | 'notFound' | 'failed', { title: string; body: string }>;
  /** The confirmation email's link opens the page with `?confirm=` (decision 055). */
  emailConfirm: { confirming: string; confirmed(artist: string): string; invalid: string };
  statusLabels: Readonly<Record<RequestStatus, string>>;
  /** Read before the status label by screen readers. */
  statusPrefix: string;
  status: {
    received(artist: string): string;
    timesOffered(artist: string): string;
    justPaid(amount: string): string;
    heldPayOnline(slot: string, amount: string): string;
    heldArtistCollects(slot: string, artist: string, amount: string): string;
    /** Held, with the artist's own payment instructions shown below it (issue #26). */
    heldArtistInstructions(slot: string, artist: string, amount: string): string;
    booked(artist: string, slot: string): string;
    bookedByArtist(artist: string): string;
    declined(artist: string): string;
    cancelled(artist: string): string;
  };
  zoneNote(own: string, artistZone: string): string;
  offered: {
    heading: string;
    legend: string;
    noneLeft(artist: string): string;
    book: string;
    booking: string;
    failed: string;
  };
  appointment: {
    heading: string;
    depositPaid(amount: string): string;
    depositDue(amount: string): string;
    pay: string;
    opening: string;
    payFailed: string;
    tooLate(hours: number, artist: string): string;
    /** Above the artist's payment instructions, quoted as they wrote them. */
    howToPay(artist: string): string;
    /** The artist's consent form, still to sign before a session (decision 064). */
    consentDue(artist: string): string;
    signConsent: string;
  };
  /**
   * A project of several sessions (decision 066): its progress, each session, and booking the next one in the
   * shared slot picker.
   */
  project: {
    heading(count: number): string;
    progress(booked: number, count: number): string;
    session(number: number, count: number): string;
    /** Which session asks the deposit; the others ask none. */
    depositOn(which: 'first' | 'last'): string;
    /** Before session 1 is picked among the offered times. */
    pickFirst: string;
    booked: string;
    notBooked: string;
    held: string;
    book(number: number): string;
    bookTitle(number: number, count: number): string;
    /** The picker's words are the move's (`reschedule.picker`). */
    bookDescription: string;
    keep: string;
    confirm: string;
    booking: string;
    failed: string;
  };
  reschedule: {
    open: string;
    title: string;
    description: string;
    /** The shared slot picker's words; its locale is `locale.dates`. */
    picker: Omit<SlotPickerWords, 'locale'>;
    keep: string;
    moving: string;
    move: string;
    failed: string;
  };
  cancel: {
    open: string;
    title: string;
    /** A paid deposit and no refund policy written: the client asks the artist. */
    description: string;
    /** No deposit paid: nothing to ask about. */
    noDeposit: string;
    /** A paid deposit: the artist's refund policy follows, quoted as they wrote it (issue #26). */
    withPolicy(artist: string): string;
    failed: string;
    keep: string;
    cancelling: string;
  };
  details: {
    heading: string;
    sent(date: string): string;
    labels: Record<'idea' | 'style' | 'placement' | 'size' | 'budget' | 'name' | 'email', string>;
  };
  conversation: { heading: string; download: string; you: string; images(count: number): string };
  deletion: {
    heading: string;
    body(artist: string): string;
    open: string;
    title: string;
    description(artist: string): string;
    failed: string;
    keep: string;
    deleting: string;
    confirm: string;
  };
}
