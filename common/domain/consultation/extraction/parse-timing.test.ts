import { describe, expect, it } from 'vitest';
import { MAX_CHAT_MESSAGE_CHARS } from '../../../contracts/chat.ts';
import type { BriefField } from '../brief.ts';
import { parseTiming } from './parse-timing.ts';
import { readMessage } from './read-message.ts';

const timingOf = (text: string, askedField: BriefField | null = null) =>
  parseTiming(readMessage(text, MAX_CHAT_MESSAGE_CHARS).tokens, askedField)?.value ?? null;

describe('parseTiming', () => {
  it.each([
    ['asap please', 'asap'],
    ['as soon as possible', 'as soon as possible'],
    ['are you free this weekend?', 'this weekend'],
    ['next month works', 'next month'],
    ['in 2 weeks', 'in 2 weeks'],
    ['within three months', 'within 3 months'],
    ['6 weeks from now', '6 weeks from now'],
    ['by June', 'by june'],
    ['sometime in march', 'in march'],
    ['june 12 if possible', 'june 12'],
    ['no rush at all', 'no rush'],
    ['whenever suits', 'whenever'],
    ['before my wedding', 'before my wedding'],
    ['this summer', 'this summer'],
    ['my dates are flexible', 'dates are flexible'],
    ['in the evenings', 'in the evenings'],
  ])('reads %j as %j', (text, timing) => {
    expect(timingOf(text)).toBe(timing);
  });

  it.each(['I may want colour', 'they march on', 'a wolf on my arm', 'I fall asleep fast'])(
    'finds no timing in %j',
    (text) => {
      expect(timingOf(text)).toBeNull();
    },
  );

  it('takes a short free answer as the timing right after the assistant asked when', () => {
    expect(timingOf('after payday')).toBeNull();
    expect(timingOf('after payday?', 'timing')).toBe('after payday');
  });
});

describe('parseTiming: acknowledgements are not a date', () => {
  it.each(['yes', 'ok lol', 'sí'])('reads no timing in %j after the timing question', (text) => {
    expect(timingOf(text, 'timing')).toBeNull();
  });

  it.each([
    ['¿puedo ir hoy?', 'hoy'],
    ['mañana se puede?', 'mañana'],
    ['este fin de semana', 'este fin de semana'],
    ['el mes que viene', 'el mes que viene'],
    ['posso ir amanhã?', 'amanhã'],
    ['el viernes se puede?', 'viernes'],
    ['is friday ok?', 'friday'],
    ['are you free next saturday', 'next saturday'],
    ['hoje dá?', 'hoje'],
    ['mês que vem', 'mês que vem'],
    ['demain c’est possible ?', 'demain'],
  ])('reads the day or the Spanish, Portuguese or French time %j as %j', (text, timing) => {
    expect(timingOf(text)).toBe(timing);
  });
});

describe('parseTiming: months and occasions in six languages (decision 059)', () => {
  const timingOf = (text: string) =>
    parseTiming(readMessage(text, MAX_CHAT_MESSAGE_CHARS).tokens, null)?.value ?? null;

  it.each([
    ['só consigo depois do carnaval, tipo março', 'tipo março'],
    ['am liebsten nach Ostern', 'nach ostern'],
    ['a settembre dopo le vacanze', 'a settembre'],
    ['después de semana santa', 'después de semana santa'],
    ["après les vacances d'été", 'après les vacances'],
    ['fin juin si possible', 'fin juin'],
    ['ich bin im Mai für eine Woche in Barcelona', 'im mai'],
    ['je voudrais le faire en mai', 'en mai'],
    ['Servus! Ich möchte im Jänner eine Rose', 'im jänner'],
  ])('reads %j as %j', (text, timing) => {
    expect(timingOf(text)).toBe(timing);
  });

  it.each([
    'i may want it on my arm',
    'un verano de colores en la muñeca',
    'in pasqua colours',
    // Italian "mai" is "never": a month only with a cue ("im Mai", "en mai").
    'non ho mai fatto un tatuaggio',
  ])('reads no timing in %j', (text) => {
    expect(timingOf(text)).toBeNull();
  });
});

describe('parseTiming: an occasion after a short cue and an article (fresh-2026-11t)', () => {
  it('reads "any time in the new year works" as the new year', () => {
    expect(timingOf('Any time in the new year works')).toBe('in the new year');
  });
});

describe('parseTiming: the feasts clients keep, and an elided article before an occasion (fresh-2026-11u)', () => {
  it.each([
    ["Bon, je préfère après l'Aïd de toute façon", 'après laïd'],
    ['can we do it after eid?', 'after eid'],
    ["plutôt après l'été", 'après lété'],
  ])('reads %j as %j', (text, timing) => {
    expect(timingOf(text)).toBe(timing);
  });

  it('reads no timing in "tengo 30 abriles": years said poetically, not April', () => {
    expect(timingOf('tengo 30 abriles')).toBeNull();
  });
});

describe('parseTiming: a window of days', () => {
  it.each([
    ['from December 9th to the 14th', 'december 9 th to the 14 th'],
    ['del 3 al 10 de marzo', '3 al 10 de marzo'],
    ['du 3 au 10 mars', '3 au 10 mars'],
  ])('reads %j up to its last day', (text, timing) => {
    expect(timingOf(text)).toBe(timing);
  });
});

describe('parseTiming: a part of a month, and a month written short', () => {
  it.each([
    ['wanna come in the 3rd week of jan if thats possible', 'in the 3 rd week of jan'],
    ['Sarebbe possibile nella terza settimana di gennaio?', 'terza settimana di gennaio'],
    ['finales de marzo', 'finales de marzo'],
    ['Ende Januar', 'ende januar'],
    ['jan 12 works', 'jan 12'],
  ])('reads %j as %j', (text, timing) => {
    expect(timingOf(text)).toBe(timing);
  });

  it.each(['mi mar favorito', 'a set of 3 stars', 'I was out all day'])('reads no month in %j', (text) => {
    expect(timingOf(text)).toBeNull();
  });
});
