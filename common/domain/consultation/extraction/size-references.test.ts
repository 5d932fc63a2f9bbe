import { describe, expect, it } from 'vitest';
import { MAX_CHAT_MESSAGE_CHARS } from '../../../contracts/chat.ts';
import { readMessage } from './read-message.ts';
import { changedSize, inUnitOf, parseSizeChange, parseSizeReference } from './size-references.ts';

const tokensOf = (text: string) => readMessage(text, 2000).tokens;

describe('parseSizeReference (decision 047)', () => {
  it.each([
    ['about the size of a credit card', 8, 10],
    ['roughly as long as my hand', 17, 19],
    ['del tamaño de una tarjeta del banco', 8, 10],
    ['do tamanho de uma moeda', 2, 3],
    ['so groß wie eine Münze', 2, 3],
    ['grande come una moneta', 2, 3],
    ['half my forearm', 12, 13],
    ['from my knee all the way down my shin', 29, 31],
    // The size word after the thing, as English compounds it.
    ['like postage stamp size', 2, 4],
    ['egg sized', 5, 7],
    ['à peu près la longueur de mon index', 6, 8],
    ['so lang wie mein Zeigefinger', 6, 8],
  ])('reads %j as about %i–%i cm', (text, min, max) => {
    const cm = parseSizeReference(tokensOf(text))?.value.cm ?? 0;
    expect(cm).toBeGreaterThanOrEqual(min);
    expect(cm).toBeLessThanOrEqual(max);
  });

  // Everyday things in every language, slang included: each reads as its size, whatever the wording around it.
  it.each([
    ['roughly as tall as a can of coke', 11, 13],
    ['about the size of a pack of smokes', 8, 10],
    ['the size of my zippo', 7, 9],
    ['as big as a tennis ball', 6, 8],
    ['about the size of a sticky note', 7, 9],
    ['the size of a 50 cent coin', 2, 3],
    ['tan grande como una lata de cerveza', 11, 13],
    ['del tamaño de una cajetilla de tabaco', 8, 10],
    ['del tamaño de un encendedor', 7, 9],
    ['do tamanho de uma latinha', 11, 13],
    ['mais ou menos do tamanho de um isqueiro', 7, 9],
    ['do tamanho de um maço de cigarro', 8, 10],
    ['grande comme un briquet', 7, 9],
    ["de la taille d'une canette", 11, 13],
    ["de la taille d'une clé usb", 4, 6],
    ['so groß wie ein Feuerzeug', 7, 9],
    ['etwa so lang wie eine Zigarettenschachtel', 8, 10],
    ['so groß wie eine Walnuss', 3, 4],
    ['grande come un accendino', 7, 9],
    ['grande come un pacchetto di sigarette', 8, 10],
    ['lungo quanto una banana', 17, 19],
    ['grande come un sottobicchiere', 9, 11],
  ])('reads the thing in %j as about %i–%i cm', (text, min, max) => {
    const cm = parseSizeReference(tokensOf(text))?.value.cm ?? 0;
    expect(cm).toBeGreaterThanOrEqual(min);
    expect(cm).toBeLessThanOrEqual(max);
  });

  it.each([
    'the size of a 2 euro coin',
    'grande come una moneta da 2 euro',
    'so groß wie eine Zwei-Euro-Münze',
    "de la taille d'une pièce de 2 euros",
    'do tamanho de uma moeda de 1 real',
    'del tamaño de una moneda de 50 céntimos',
  ])('reads a coin named by its value in %j as a coin, its figure with it', (text) => {
    const tokens = tokensOf(text);
    const reference = parseSizeReference(tokens);
    expect(reference?.value.cm).toBe(3);
    expect(tokens.slice(reference?.start, reference?.end).some((token) => token.kind === 'number')).toBe(
      true,
    );
  });

  it.each([
    'same size as before but lighter',
    'as big as you can make it',
    'as long as i can book it in may',
    'a key on my wrist',
  ])('measures nothing against a thing in %j', (text) => {
    expect(parseSizeReference(tokensOf(text))).toBeNull();
  });

  // A thing the engine has no size for keeps the client's words, with no figure made up (issue #23).
  it.each([
    ['about the size of a kiwi, black only', 'size of a kiwi'],
    ['del tamaño de un aguacate pequeño', 'del tamaño de un aguacate pequeño'],
    ['do tamanho de um brigadeiro', 'do tamanho de um brigadeiro'],
    ["de la taille d'un macaron", 'taille dun macaron'],
    ['so groß wie eine Brezel', 'groß wie eine brezel'],
    ['grande come un cannolo', 'grande come un cannolo'],
  ])('keeps the unknown thing in %j as said, with no figure', (text, said) => {
    expect(parseSizeReference(tokensOf(text))).toMatchObject({
      value: { text: said, isVague: true },
      isComparison: true,
    });
    expect(parseSizeReference(tokensOf(text))?.value.cm).toBeUndefined();
  });

  it.each([
    'as long as it heals well',
    'the price depends on the size of the design',
    'en la parte alta de la espalda',
    'a lo largo del tiempo',
  ])('reads no thing from %j', (text) => {
    expect(parseSizeReference(tokensOf(text))).toBeNull();
  });

  it('tells a body part that measures from one the piece covers', () => {
    expect(parseSizeReference(tokensOf('as long as my hand'))).toMatchObject({
      isComparison: true,
      coveredArea: null,
    });
    expect(parseSizeReference(tokensOf('all the way down my shin'))).toMatchObject({
      isComparison: false,
      coveredArea: 'shin',
    });
  });

  it.each([
    ['que me cubra media espalda', 'half back'],
    ['sur la moitié du dos', 'half back'],
    ['a metà schiena', 'half back'],
    ['uma meia manga no braço', 'half sleeve'],
    ['una mezza manica old school', 'half sleeve'],
    ['als Viertel-Sleeve am Oberarm', 'quarter sleeve'],
    ['un quart de manche', 'quarter sleeve'],
    ['half a sleeve', 'half sleeve'],
  ])('names the piece by the share it covers in %j', (text, name) => {
    expect(parseSizeReference(tokensOf(text))?.value.text).toBe(name);
  });

  it.each(['a big wolf on my back', 'the whole thing on my forearm', 'a rose on my hand'])(
    'measures nothing in %j',
    (text) => {
      expect(parseSizeReference(tokensOf(text))).toBeNull();
    },
  );
});

describe('size changes', () => {
  it.each([
    ['can we go a bit bigger?', 'bigger'],
    ['un poco más pequeño', 'smaller'],
    ['etwas größer bitte', 'bigger'],
    // Decision 049: a doubling beside a size word, in any language.
    ['could we make it twice that size?', 'double'],
    ['¿la hacemos el doble de grande?', 'double'],
    ['doppelt so groß wäre schön', 'double'],
    ['o dobro do tamanho', 'double'],
  ])('reads %j as %j', (text, change) => {
    expect(parseSizeChange(tokensOf(text))?.value).toBe(change);
  });

  it('reads no doubling away from a size word', () => {
    expect(parseSizeChange(tokensOf("i've been tattooed twice before"))).toBeNull();
    expect(changedSize({ text: '5 cm', cm: 5 }, 'double').cm).toBe(10);
  });

  it.each([
    ['taille carte postale', 14, 16],
    ['tamaño postal', 14, 16],
  ])('reads a thing right after a size word, %j, as a size', (text, min, max) => {
    const cm = parseSizeReference(tokensOf(text))?.value.cm ?? 0;
    expect(cm).toBeGreaterThanOrEqual(min);
    expect(cm).toBeLessThanOrEqual(max);
  });

  it('scales the earlier size, or names a vague one when there was none', () => {
    expect(changedSize({ text: '8 cm', cm: 8 }, 'bigger').cm).toBeGreaterThan(8);
    expect(changedSize({ text: '5 cm', cm: 5 }, 'smaller').cm).toBeLessThan(5);
    expect(changedSize(null, 'bigger')).toMatchObject({ text: 'large', isVague: true });
  });

  it('gives a bare figure the unit of the size it changes', () => {
    expect(inUnitOf({ text: '8 cm', cm: 8 }, { text: '~11' })).toEqual({ text: '~11 cm', cm: 11 });
    expect(inUnitOf({ text: '3 in', cm: 7.6 }, { text: '4' })).toEqual({ text: '4 in', cm: 10.2 });
    expect(inUnitOf(null, { text: '4' })).toEqual({ text: '4' });
  });
});

describe('parseSizeReference: a count of fingers wide (fresh-2026-11m)', () => {
  it.each([
    ['so drei Finger breit', 6],
    ['a moon two fingers wide on my wrist', 4],
    ['tre dita di larghezza', 6],
  ])('reads %j as about %j cm', (text, cm) => {
    expect(parseSizeReference(readMessage(text, MAX_CHAT_MESSAGE_CHARS).tokens)?.value.cm).toBe(cm);
  });

  it('reads no size in "a ring tattoo on two fingers"', () => {
    expect(
      parseSizeReference(readMessage('a ring tattoo on two fingers', MAX_CHAT_MESSAGE_CHARS).tokens),
    ).toBeNull();
  });
});

describe('parseSizeReference: things measured against, said loosely (fresh-2026-11p and r)', () => {
  it.each([
    ['una conchiglia sul polso, grande più o meno come la custodia delle airpods', 6],
    ['about the size of my airpods case', 6],
    ['uma lua no tornozelo, do tamanho do meu dedão', 6],
    // Spoken Italian's "tipo" for "like" (fresh-2026-11r).
    ["me fai 'na rondine sur braccio? grande tipo 'na mano, a colori", 18],
  ])('reads %j as about %d cm', (text, cm) => {
    expect(parseSizeReference(tokensOf(text))?.value.cm).toBe(cm);
  });

  it.each(['big blackwork snake down my flank', 'a long scar down the middle of my chest'])(
    'takes no comparison in %j ("down" is no "d\'own"; a scar is no measure)',
    (text) => {
      expect(parseSizeReference(tokensOf(text))).toBeNull();
    },
  );
});

describe("parseSizeReference: a thing the engine has no size for, kept in the client's words (fresh-2026-11u)", () => {
  it.each([
    ['a wee trad thistle on ma shin, aboot the size o a tunnocks teacake.', 'size o a tunnocks teacake'],
    ['a fine line fern down my ribs, about as long as a biro', 'as long as a biro'],
    ['a trad welsh dragon on my forearm, size of a welsh cake like', 'size of a welsh cake'],
    ['e Dubbeglas uff de Wade, so groß wie e echtes Dubbeglas halt', 'groß wie e echtes dubbeglas'],
    ['un paille-en-queue sur le mollet, gros comme un samoussa', 'gros comme un samoussa'],
  ])('keeps %j as %j, with no figure made up', (text, said) => {
    expect(parseSizeReference(tokensOf(text))?.value).toEqual({ text: said, isVague: true });
  });

  it('reads no size in a condition: "as long as it heals"', () => {
    expect(parseSizeReference(tokensOf('as long as it heals well im happy'))).toBeNull();
  });

  it('keeps a size said only in words when the client makes it a bit smaller: nothing to scale', () => {
    const said = { text: 'as long as a school ruler', isVague: true as const };
    expect(changedSize(said, 'smaller')).toEqual(said);
  });
});

describe('parseSizeReference: most of an area (older held-out sets)', () => {
  it.each([
    ["I'm after a Japanese hannya mask covering most of the front of my thigh", 30],
    ['una carpa que cubra la mayor parte del muslo', 30],
  ])('reads %j as about %d cm', (text, cm) => {
    expect(parseSizeReference(tokensOf(text))?.value.cm).toBe(cm);
  });
});

describe("parseSizeReference: a likeness to one's own body part, and a part's width (fresh-2026-11v)", () => {
  it.each([
    ['comme ma main', 18],
    ['like my hand', 18],
    ['wie mein Unterarm', 25],
    ["roughly a hand's width across", 9],
  ])('measures %j as about %i cm', (text, cm) => {
    expect(parseSizeReference(tokensOf(text))?.value.cm).toBe(cm);
  });

  it.each(["I'd like my hand done", 'je la veux sur ma main'])('reads no size in %j', (text) => {
    expect(parseSizeReference(tokensOf(text))).toBeNull();
  });
});
