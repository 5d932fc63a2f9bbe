import { SESSION_KIND_LABELS } from '#common/contracts/booking.ts';
import type { EmailBlock } from '../../mail/email-layout.ts';
import type { BookingEmailContext } from './booking-emails.ts';
import { formatDeposit } from './booking-times.ts';
import type { ClientEmailWords } from './client-words/index.ts';

/**
 * Who, what and where (issue #26 item 1): the lines every booking email and invite carries besides the time,
 * the client's in their words (decision 051), the artist's in English. The artist's own texts follow a label
 * as they wrote them, one paragraph per line.
 */

export const paragraphsOf = (text: string): EmailBlock[] =>
  text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => ({ kind: 'paragraph', text: line }));

/** The client's name as the artist reads it; "A client" when they gave none. */
export const clientNameForArtist = (context: BookingEmailContext) => context.clientName?.trim() || 'A client';

/** The project's session (decision 066), the piece and the studio, in the client's words. */
function clientFacts(context: BookingEmailContext, words: ClientEmailWords): string[] {
  return [
    context.session && words.details.session(context.session.number, context.session.count),
    context.piece && words.details.piece(context.piece),
    context.studioAddress && words.details.studio(context.studioAddress),
  ].filter((line): line is string => !!line);
}

/** The artist's record: who is coming, for what, where. */
function artistFacts(context: BookingEmailContext): string[] {
  return [
    `Client: ${clientNameForArtist(context)}`,
    context.session && `Session ${context.session.number} of ${context.session.count}`,
    context.piece && `Piece: ${context.piece}`,
    context.studioAddress && `Studio: ${context.studioAddress}`,
  ].filter((line): line is string => !!line);
}

/** A client email's details: the piece, the studio and, before a session that still happens, the preparation. */
export function clientDetailBlocks(
  context: BookingEmailContext,
  words: ClientEmailWords,
  { withPrep = true } = {},
): EmailBlock[] {
  const facts = clientFacts(context, words);
  return [
    ...(facts.length ? [{ kind: 'list', items: facts } as const] : []),
    ...(withPrep && context.prepNotes
      ? [{ kind: 'paragraph', text: words.details.prepHeading } as const, ...paragraphsOf(context.prepNotes)]
      : []),
  ];
}

/** An artist email's details, with the preparation notes the client was sent. */
export function artistDetailBlocks(context: BookingEmailContext, { withPrep = true } = {}): EmailBlock[] {
  return [
    { kind: 'list', items: artistFacts(context) },
    ...(withPrep && context.prepNotes
      ? [
          { kind: 'paragraph', text: 'Your preparation notes, sent to the client:' } as const,
          ...paragraphsOf(context.prepNotes),
        ]
      : []),
  ];
}

/**
 * How to pay a deposit still due to an artist who collects it themselves (issue #26 item 3), in the artist's
 * words; nothing when none is due or the artist wrote no instructions.
 */
export function paymentBlocks(context: BookingEmailContext, words: ClientEmailWords): EmailBlock[] {
  if (context.depositCents === 0 || context.depositStatus !== 'due' || !context.paymentInstructions)
    return [];
  return [
    { kind: 'paragraph', text: words.details.payHeading(context.artistName) },
    ...paragraphsOf(context.paymentInstructions),
  ];
}

/** What a cancellation means for a paid deposit: the artist's refund policy quoted, or that there is none. */
export function depositAfterCancelBlocks(
  context: BookingEmailContext,
  words: ClientEmailWords,
): EmailBlock[] {
  if (context.depositCents === 0 || context.depositStatus !== 'paid') return [];
  const amount = formatDeposit(context.depositCents, context.currency, words.locale.money);
  const { policy, noPolicy } = words.depositAfterCancel;
  return context.refundPolicy
    ? [{ kind: 'paragraph', text: policy(context.artistName, amount) }, ...paragraphsOf(context.refundPolicy)]
    : [{ kind: 'paragraph', text: noPolicy(context.artistName, amount) }];
}

/** An invite's DESCRIPTION after its first line: the same facts as the emails, as plain lines. */
export function inviteDetailLines(
  context: BookingEmailContext,
  side: { words: ClientEmailWords } | 'artist',
): string[] {
  const facts = side === 'artist' ? artistFacts(context) : clientFacts(context, side.words);
  const heading = side === 'artist' ? 'Preparation notes:' : side.words.details.prepHeading;
  return [...facts, ...(context.prepNotes ? ['', heading, context.prepNotes] : [])];
}

/**
 * The artist's own invite is titled with who is coming and for what: "Mia Jones · Small piece", and which
 * session of a project: "Mia Jones · Small piece · session 2 of 3".
 */
export const artistInviteTitle = (context: BookingEmailContext) =>
  [
    clientNameForArtist(context),
    SESSION_KIND_LABELS[context.sessionKind],
    ...(context.session ? [`session ${context.session.number} of ${context.session.count}`] : []),
  ].join(' · ');
