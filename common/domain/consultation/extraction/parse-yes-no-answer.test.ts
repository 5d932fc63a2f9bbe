import { describe, expect, it } from 'vitest';
import { MAX_CHAT_MESSAGE_CHARS } from '../../../contracts/chat.ts';
import { parseYesNoAnswer } from './parse-yes-no-answer.ts';
import { readMessage } from './read-message.ts';

const answerOf = (text: string) =>
  parseYesNoAnswer(readMessage(text, MAX_CHAT_MESSAGE_CHARS).tokens)?.value ?? null;

describe('parseYesNoAnswer', () => {
  it.each([
    'no',
    'nope',
    'nah',
    'no thanks',
    'não',
    'non',
    'nein',
    'nö',
    'nee',
    'nessuno',
    'pas vraiment',
    'nooo',
    'naaah',
    'nem pensar',
  ])('reads %j as a no', (text) => {
    expect(answerOf(text)).toBe(false);
  });

  it.each(['yes', 'yeah please', 'sí', 'sim', 'oui', 'ja', 'sì', 'of course', 'yesss', 'siii', 'jaa'])(
    'reads %j as a yes',
    (text) => {
      expect(answerOf(text)).toBe(true);
    },
  );

  it.each(['no problem', 'no worries', 'no rush', 'yes and I also want a dragon on my arm', 'ok', 'maybe'])(
    'reads no answer in %j',
    (text) => {
      expect(answerOf(text)).toBeNull();
    },
  );
});
