import { describe, expect, it } from 'vitest';
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
  ])('reads %j as about %i–%i cm', (text, min, max) => {
    const cm = parseSizeReference(tokensOf(text))?.value.cm ?? 0;
    expect(cm).toBeGreaterThanOrEqual(min);
    expect(cm).toBeLessThanOrEqual(max);
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
