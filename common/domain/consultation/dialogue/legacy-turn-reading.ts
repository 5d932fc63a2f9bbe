import {
  detectAskedField,
  detectsAgeQuestion,
  detectsCoverUpQuestion,
  detectYesNoQuestion,
} from '../extraction/asked-field.ts';
import type { TurnRecord } from './turn-record.ts';

/**
 * LEGACY (decision 046): the record of an assistant message that carries none, read from its words. Only for
 * transcripts stored before records were, and for what a person wrote in an Instagram thread the artist took
 * over; the engine's own replies carry their record and are never read here.
 */
export function readLegacyTurn(text: string): TurnRecord {
  const asksCoverUp = detectsCoverUpQuestion(text);
  const asksAge = detectsAgeQuestion(text);
  return {
    asked: asksAge ? 'age' : asksCoverUp ? null : detectAskedField(text),
    yesNo: asksCoverUp ? null : detectYesNoQuestion(text),
    asksCoverUp,
    answered: [],
    deferred: [],
  };
}
