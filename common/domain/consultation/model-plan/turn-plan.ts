import type { BriefField } from '../brief.ts';

/**
 * The engine's plan for one reply (issue #23 item 7, decision 050): what a language model rewriting the reply is
 * told to say, and what its reply is checked against before it is sent. Every sentence is the engine's own, in
 * the reply's language; a model may say it better, never say something else.
 */
export interface TurnPlan {
  /** ISO 639-1 code of the language the reply is in. */
  language: string;
  /** The engine's whole reply: what is sent when a model's reply fails the check. */
  engineReply: string;
  /** What the reply acknowledges: the facts just read, thanks for what arrived, care first. */
  acknowledge: string[];
  /** The client's questions the reply answers, each with the answer the engine chose (the artist's words). */
  answers: PlannedAnswer[];
  /** The client's questions nobody has an answer to: the reply says the artist will be asked. */
  deferred: { questions: string[]; sentence: string } | null;
  /** The rest the reply says: notices, a hand-off, the save offer, the booking link. */
  alsoSay: string[];
  /** The one question the reply asks, as the engine words it; null: it asks nothing. */
  ask: { about: BriefField | 'age'; sentence: string } | null;
  /**
   * A hard gate's notice (under 18, a style not offered, cover-ups not taken, a budget below the minimum): its
   * wording is the engine's, so no model can soften a refusal into a yes.
   */
  keepsEngineWording: boolean;
  /** The reply must name the artist: it promises the artist will answer or reply (a deferral, a hand-off). */
  mustName: string | null;
  /** The artist's studio answers in the reply's language (decision 045): facts a reply may state. */
  studioAnswers: Array<{ topic: string; text: string }>;
  /** What the reply must not claim: each kind is told to the model and checked in its reply. */
  mustNotClaim: ForbiddenClaim[];
}

export interface PlannedAnswer {
  /** What was asked: a studio topic ("touch_ups"), or "price", "availability", "styles", "companion". */
  about: string;
  sentence: string;
}

/** A claim a reply must not make, with what the plan allows instead. */
export type ForbiddenClaim =
  /** No image or link has arrived: references are never thanked for or said to be received. */
  | { kind: 'references-received' }
  /** The client has not said a colour: none is stated as theirs (the question may still offer both). */
  | { kind: 'colour-not-said' }
  /** The only styles a reply may name: the artist's, the client's, and those the engine's reply names. */
  | { kind: 'other-styles'; allowed: string[] }
  /**
   * Figures (prices, durations, dates) a reply may state: those the artist's data, the conversation and the
   * engine's reply hold. Kept as the texts, read only when a model's reply is checked: the built-in engine's
   * turns, which need no check, pay nothing for it.
   */
  | { kind: 'unknown-figures'; knownIn: string[] }
  /** The message is about a tattoo, the studio or a booking: never the off-topic line. */
  | { kind: 'off-topic-line'; lines: string[] };

export type ForbiddenClaimKind = ForbiddenClaim['kind'];
