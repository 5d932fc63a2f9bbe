import { describe, expect, it } from 'vitest';
import { MAX_CHAT_MESSAGE_CHARS } from '../../../contracts/chat.ts';
import { extractBrief } from './extract-brief.ts';
import { parseCoverUp } from './parse-cover-up.ts';
import { readMessage } from './read-message.ts';

const isCoverUp = (text: string) => parseCoverUp(readMessage(text, MAX_CHAT_MESSAGE_CHARS).tokens) !== null;

describe('parseCoverUp', () => {
  it.each([
    'I need a cover up',
    'quiero taparme un tatuaje viejo',
    'cover-up of an old tribal band',
    'coverup please',
    'I want to cover my old tattoo',
    "cover an ex's name",
    'something to cover an existing piece... tattoo',
    'can you do a blast over?',
    'COVER UP',
    // Said without the word, in six languages (fresh-2026-11f).
    "need to hide my ex's name on my forearm asap",
    'quero esconder uma tatuagem velha no braço',
    'je voudrais cacher un vieux tatouage',
    'ich will mein altes Tattoo überdecken lassen',
    'vorrei coprire un vecchio tatuaggio',
    'quiero ocultar el nombre de mi ex',
    // A tattoo of theirs gone wrong, to fix or cover (fresh-2026-11g).
    "my old tattoo from a mate's kitchen blew out, the lines are all blurry",
    'mi tatuaje del tobillo se corrió',
    'meu tatuagem velha estourou',
    'mein altes Tattoo ist total verlaufen',
    // An old piece reworked into a new one (fresh-2026-11k).
    'can you rework an old tattoo of mine?',
    'je voudrais transformer mon ancien tatouage',
    'vorrei trasformare un vecchio tatuaggio',
    // The old tattoo named first, a pronoun for it beside the verb (older held-out sets).
    'Ich habe ein altes Tattoo am Knöchel, einen verblassten Delfin. Kannst du den mit feinen Blumen überdecken?',
  ])('reads %j as a cover-up', (text) => {
    expect(isCoverUp(text)).toBe(true);
  });

  it.each([
    "it's not a cover up",
    'I want a book cover design',
    'a wolf on my arm',
    'a fox hiding in the ferns',
    "I don't want to hide it, I want it on my hand",
    // A blurry photo of the tattoo wanted is no tattoo gone wrong.
    'sorry the photo of the tattoo i want is blurry, a rose on my arm',
  ])('reads %j as new work', (text) => {
    expect(isCoverUp(text)).toBe(false);
  });
});

describe('a name already on the skin, in a cover-up, is no lettering (fresh-2026-11k)', () => {
  it('reads "do you do cover ups? I have an old name on my forearm" as a cover-up, not a lettering piece', () => {
    const brief = extractBrief([
      { role: 'user', content: 'do you do cover ups? I have an old name on my forearm' },
    ]);
    expect(brief.isCoverUp).toBe(true);
    expect(brief.isLettering).toBe(false);
  });
});

describe('parseCoverUp: "cover it" after an amount asks about the money (fresh-2026-11u)', () => {
  it('reads no cover-up in "4 benjamins saved up, reckon that\'ll cover it?"', () => {
    expect(isCoverUp("i got about 4 benjamins saved up, reckon that'll cover it?")).toBe(false);
  });

  it('still reads "my budget is 300, can you cover it with a rose?" as a cover-up', () => {
    expect(isCoverUp('i have an old tattoo. my budget is 300, can you cover it with a rose?')).toBe(true);
  });
});
