import { type ArtistProfile, artistDisplayName } from '../artist-profile.ts';
import type { StudioQuestion } from '../classify/message-intent.ts';
import {
  type ClientFindings,
  type ConversationMessage,
  extractFindings,
} from '../extraction/extract-brief.ts';
import { studioQuestionOutcome } from './answer-studio-questions.ts';

/**
 * Every question of the conversation the assistant deferred to the artist (decision 045), once each, in the
 * order asked: what the lead shows as open questions. Derived from the messages and the artist's current
 * studio answers, as each reply was.
 */
export function openQuestionsOf(
  messages: readonly ConversationMessage[],
  artist: ArtistProfile,
): StudioQuestion[] {
  const findings = extractFindings(messages, {
    preferredStyles: artist.specialtyStyles,
    artistName: artistDisplayName(artist),
  });
  return openQuestionsIn(findings, artist);
}

/** The same, from findings the engine has already read (a consultation turn reads each message once). */
export function openQuestionsIn(
  findings: readonly ClientFindings[],
  artist: ArtistProfile,
): StudioQuestion[] {
  const questions = findings.flatMap((found) => studioQuestionOutcome(found.classification, artist).deferred);
  return questions.filter(
    (question, index) => questions.findIndex((other) => other.text === question.text) === index,
  );
}

/** A question's id on the lead: the same words give the same id, so a re-save never duplicates one. */
export function openQuestionId(question: StudioQuestion): string {
  // FNV-1a, 32 bits: short, stable and good enough to tell a conversation's questions apart.
  let hash = 0x811c9dc5;
  for (const char of question.text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `q${hash.toString(36)}`;
}
