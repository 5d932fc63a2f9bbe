import { describe, expect, it } from 'vitest';
import { readMessage } from '../extraction/read-message.ts';
import { detectLanguage } from './detect-language.ts';

const detect = (text: string) =>
  detectLanguage(
    readMessage(text, 4000)
      .tokens.filter((token) => token.kind === 'word')
      .map((token) => token.text),
    text,
  );
const languageOf = (text: string) => detect(text).language;

describe('detectLanguage', () => {
  it.each([
    ['presupuesto 600', 'es'],
    ['aceptan clientes sin cita?', 'es'],
    ['oi tudo bem?', 'pt'],
    ['Ciao! Vorrei fare un tatuaggio geometrico sul braccio, quanto costa più o meno?', 'it'],
    ['Guten Tag! Haben Sie noch freie Termine im Dezember für ein traditionelles Motiv?', 'de'],
    ["Bonjour, je voudrais un petit tatouage d'une lune sur le poignet", 'fr'],
    ['hey! i want a geometric wolf head on my left forearm', 'en'],
    // Short English answers the statistical detector took for Spanish.
    ['no preference', 'en'],
    ['nope no pics', 'en'],
    ['no references yet', 'en'],
    // A greeting drawn out at the end is still the language's.
    ['holaa', 'es'],
    ['holaaa!!', 'es'],
    ['oii', 'pt'],
  ])('reads %j as %s', (text, language) => {
    expect(languageOf(text)).toBe(language);
  });

  it('tells nothing from a number or an emoji', () => {
    expect(languageOf('200')).toBeNull();
    expect(languageOf('🔥')).toBeNull();
  });
});

describe('detectLanguage: a short no or "either" to the options (decision 018)', () => {
  it.each([
    ['nenhum', 'pt'],
    ['tanto faz', 'pt'],
    ['ninguno', 'es'],
    ['cualquiera', 'es'],
  ])('reads %j as %s', (text, language) => {
    expect(languageOf(text)).toBe(language);
  });
});

describe('detectLanguage: short placements in the words of decision 018', () => {
  it.each([
    ['un mandala en el glúteo, estilo dotwork', 'es'],
    ["vorrei una piccola falena sotto l'ascella", 'it'],
  ])('reads %j as %s', (text, language) => {
    expect(languageOf(text)).toBe(language);
  });
});

describe('detectLanguage: whether a message may switch the conversation (issue #23, decision 044)', () => {
  it.each([
    'perdón, mejor te escribo en español: la quiero en negro',
    "sorry my french is bad, let me write in english: I'd like it in black and grey",
    'Hallo, ich möchte eine kleine Rose am Knöchel, etwa 5 cm, nur schwarz',
  ])('%j is clear', (text) => {
    expect(detect(text).isClear).toBe(true);
  });

  it.each(['ok thanks', 'sorry, 150', 'sí', 'ok merci', '200 euro', 'black'])('%j is not', (text) => {
    expect(detect(text).isClear).toBe(false);
  });
});

describe('detectLanguage: a hint shared with a neighbour tells less (fresh-2026-11l)', () => {
  it('reads Italian with Spanish-looking words in it', () => {
    const text =
      "ciao! vorrei una stellina fine line dietro l'orecchio, grande come una moneta da 2 euro, nera";
    expect(
      detectLanguage(
        text
          .toLowerCase()
          .split(/[^\p{L}]+/u)
          .filter(Boolean),
        text,
      ).language,
    ).toBe('it');
  });
});
