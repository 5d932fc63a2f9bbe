import { describe, expect, it } from 'vitest';
import { MAX_CHAT_MESSAGE_CHARS } from '../../../contracts/chat.ts';
import { parseBareNegative } from './parse-negative-answer.ts';
import { readMessage } from './read-message.ts';

const isBareNegative = (text: string) =>
  parseBareNegative(readMessage(text, MAX_CHAT_MESSAGE_CHARS).tokens) !== null;

describe('parseBareNegative', () => {
  it.each([
    'no',
    'nope',
    'nah',
    'none',
    'not really',
    'not yet',
    "don't have any",
    'no budget really',
    'nope no pics',
    'not at the moment',
    'no tengo',
    'ninguna',
    'sin referencias',
    'não',
    'nenhuma ainda',
    'non',
    'pas de référence',
  ])('reads %j as a bare no', (text) => {
    expect(isBareNegative(text)).toBe(true);
  });

  it.each([
    'yes',
    'a wolf on my arm',
    'i have no idea what i want but something with a wolf on my arm',
    'maybe no',
    'nobody',
  ])('reads %j as something else', (text) => {
    expect(isBareNegative(text)).toBe(false);
  });
});
