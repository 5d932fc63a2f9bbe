import type { BriefField } from '../brief.ts';
import { detectYesNoQuestion, type YesNoQuestion } from '../extraction/asked-field.ts';
import type { ReplyPart } from '../reply/reply-plan.ts';

/**
 * What one assistant message asked and answered, stored with the message (decision 046, conventions §12): the
 * next client message is read against this record, never against the reply's wording, so rewording a question
 * (or a model rewriting the whole reply) does not change how the answer to it is read.
 */
export interface TurnRecord {
  /** The one thing the reply asked (a question, the options offered, an invitation): a field, the 18+ check, or nothing. */
  asked: BriefField | 'age' | null;
  /** How a bare yes or no to that question is read (decision 018); null for an open question or none. */
  yesNo: YesNoQuestion | null;
  /** The reply asked whether the piece covers an old tattoo: yes is a cover-up, no fresh skin. */
  asksCoverUp: boolean;
  /** The client's questions the reply answered: studio topics ("deposit", "walk_ins"), "styles", "companion". */
  answered: string[];
  /** Fields left open by the client ("no limit", "you decide") as of this reply: never asked again. */
  deferred: BriefField[];
  /** The reply told a client who asked for a person that the artist will reply personally. */
  handsOff?: true;
  /** The reply gave the artist's booking link: later replies do not paste it again unasked (issue #25). */
  givesBookingLink?: true;
}

/** What nobody asked: the record of a reply that asks nothing. */
export const NOTHING_ASKED: TurnRecord = {
  asked: null,
  yesNo: null,
  asksCoverUp: false,
  answered: [],
  deferred: [],
};

/** The reply parts that ask the client something, and what each asks. */
export function askedBy(part: ReplyPart): BriefField | 'age' | null {
  switch (part.kind) {
    case 'question':
    case 'invite':
      return part.field;
    case 'ask-age':
      return 'age';
    case 'size-options':
      return 'size';
    case 'placement-options':
      return 'placement';
    case 'style-options':
      return 'style';
    case 'idea-options':
      return 'idea';
    default:
      return null;
  }
}

/** The client questions a part answers. */
export function answeredBy(part: ReplyPart): string[] {
  switch (part.kind) {
    case 'studio-answer':
    case 'studio-answer-text':
      return [part.topic];
    case 'experience-answer':
      return ['experience'];
    case 'price-answer':
      return ['price'];
    case 'availability-answer':
    case 'books-closed':
      return ['availability'];
    case 'styles-answer':
      return ['styles'];
    case 'companion-answer':
      return ['companion'];
    default:
      return [];
  }
}

/**
 * The record of a reply, from its plan: the last part that asks something is the turn's one question. Its
 * yes-or-no shape is read once, here, from the sentence the engine wrote for it (`wordPart`), and stored.
 */
export function recordTurn({
  parts,
  wordPart,
  deferred,
  givesBookingLink,
}: {
  parts: readonly ReplyPart[];
  /** The sentence the reply says for a part, in its language and tone. */
  wordPart: (part: ReplyPart) => string;
  deferred: readonly BriefField[];
  /** The reply gave the artist's booking link. */
  givesBookingLink: boolean;
}): TurnRecord {
  const askingPart = parts.findLast((part) => askedBy(part) !== null);
  const asked = askingPart ? askedBy(askingPart) : null;
  const shape = askingPart && asked !== 'age' ? detectYesNoQuestion(wordPart(askingPart)) : null;
  return {
    asked,
    yesNo: shape && asked !== 'age' && asked !== null ? { ...shape, field: asked } : null,
    asksCoverUp: false,
    answered: [...new Set(parts.flatMap(answeredBy))],
    deferred: [...deferred],
    ...(parts.some((part) => part.kind === 'human-handoff') && { handsOff: true as const }),
    ...(givesBookingLink && { givesBookingLink: true as const }),
  };
}
