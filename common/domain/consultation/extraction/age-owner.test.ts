import { describe, expect, it } from 'vitest';
import { MAX_CHAT_MESSAGE_CHARS } from '../../../contracts/chat.ts';
import { parseAgeOfSomeoneElse } from './age-owner.ts';
import { readMessage } from './read-message.ts';

const ageOf = (text: string) =>
  parseAgeOfSomeoneElse(readMessage(text, MAX_CHAT_MESSAGE_CHARS).tokens)?.value ?? null;

describe('parseAgeOfSomeoneElse (decision 046)', () => {
  it.each([
    ["hi, asking for my little brother, he's 16. he wants a small compass", 16],
    ['pregunto por mi hermano, tiene 16 y quiere un tatuaje pequeño', 16],
    ['é para minha irmã, ela tem 15', 15],
    ['je demande pour mon petit frère, il a 16 ans', 16],
    ['Hallo, ich frage für meinen kleinen Bruder, er ist 16', 16],
    ['chiedo per mio fratello, ha 16 anni', 16],
    ['my sister is 15 and she really wants a butterfly, can i book it for her?', 15],
    ['my son is 16 and wants a small anchor', 16],
  ] as const)('reads %j as the age of the one to be tattooed', (text, age) => {
    expect(ageOf(text)).toBe(age);
  });

  it.each([
    "my mum (she's 52) wants one too, can she come with me?",
    'I want a memorial tattoo for my mum, she was 52',
    'I want a rose for my mum, she is 60 this year',
    "i'm 24 and want a wolf on my arm",
    'my brother has a huge back piece',
  ])('finds no one else to tattoo in %j', (text) => {
    expect(ageOf(text)).toBeNull();
  });
});

describe('parseAgeOfSomeoneElse: a child who made the design is not the one tattooed (fresh-2026-11l)', () => {
  it.each([
    "My daughter (she's 7) drew a little cat for me and I'd love it on my wrist",
    'minha filha de 6 anos desenhou um coração e quero tatuar no pulso',
    'mein Sohn (5) hat ein Auto gemalt, das möchte ich am Unterarm',
  ])('reads no tattooed child in %j', (text) => {
    expect(ageOf(text)).toBeNull();
  });

  it('still reads a child asked for', () => {
    expect(ageOf('my son is 16, can he get a small tattoo?')).toBe(16);
  });
});
