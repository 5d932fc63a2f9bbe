import { describe, expect, it } from 'vitest';
import { MAX_CHAT_MESSAGE_CHARS } from '../../../contracts/chat.ts';
import type { BriefField } from '../brief.ts';
import { parseSize } from './parse-size.ts';
import { readMessage } from './read-message.ts';

const sizeOf = (text: string, askedField: BriefField | null = null) =>
  parseSize(readMessage(text, MAX_CHAT_MESSAGE_CHARS).tokens, askedField)?.value ?? null;

describe('parseSize', () => {
  it.each([
    ['about 5 inches', '~5 in', 12.7],
    ['3-4 inches', '3-4 in', 10.2],
    ['3 to 4 inches wide', '3-4 in', 10.2],
    ['10cm', '10 cm', 10],
    ['10 x 15 cm', '10 x 15 cm', 15],
    ['10cm x 15cm', '10 x 15 cm', 15],
    ['roughly 8 by 12 centimetres', '~8 x 12 cm', 12],
    ['5in wide', '5 in', 12.7],
    ['5" tall', '5 in', 12.7],
    ['50mm', '50 mm', 5],
    ['around 2.5 inches', '~2.5 in', 6.4],
    ['like 1 foot long', '~1 ft', 30.5],
    ['three inches', '3 in', 7.6],
    ['15ish cm', '~15 cm', 15],
  ])('reads %j as %s (%d cm)', (text, display, cm) => {
    expect(sizeOf(text)).toEqual({ text: display, cm });
  });

  it.each([
    ['palm-sized', 'palm-sized', 8, undefined],
    ['about the size of my palm', 'palm-sized', 8, undefined],
    ['credit card size', 'credit-card-sized', 8.5, undefined],
    ['a half sleeve', 'half sleeve', 35, 'arm'],
    ['full sleeve eventually', 'full sleeve', 60, 'arm'],
    ['the whole back lol', 'back piece', 60, 'back'],
    ['a back piece', 'back piece', 60, 'back'],
    ['chest piece', 'chest piece', 35, 'chest'],
  ])('reads the named size in %j', (text, display, cm, impliedArea) => {
    const size = sizeOf(text);
    expect(size?.text).toBe(display);
    expect(size?.cm).toBe(cm);
    expect(size?.impliedArea).toBe(impliedArea);
  });

  it.each([
    ['something small', 'small'],
    ['a tiny heart', 'tiny'],
    ['pretty big', 'large'],
    ['not too big', 'medium'],
    ['HUGE', 'huge'],
  ])('reads the vague size in %j', (text, display) => {
    expect(sizeOf(text)).toMatchObject({ text: display, isVague: true });
  });

  it.each([
    "I'm a big fan of your work",
    'a little bit nervous',
    'I have 2 kids',
    'budget is 500',
    '1.5k',
    'I want it done in 5 weeks',
    'I want it in the morning',
    'my little sister wants one too',
  ])('finds no size in %j', (text) => {
    expect(sizeOf(text)).toBeNull();
  });

  it('reads a bare number as the size only right after the assistant asked for it', () => {
    expect(sizeOf('about 10')).toBeNull();
    expect(sizeOf('about 10', 'size')).toEqual({ text: '~10' });
  });
});

describe('parseSize: Spanish and Portuguese size words as an answer', () => {
  it.each([
    ['pequeña', 'size', 'small'],
    ['PEQUENA', 'size', 'small'],
    ['bien grande', null, 'large'],
  ] as const)('reads %j as %s', (text, askedField, size) => {
    expect(sizeOf(text, askedField)?.text).toBe(size);
  });

  it('leaves them inside a longer question about something else', () => {
    expect(sizeOf('cuánto cobras por un tatuaje pequeño?')).toBeNull();
  });
});

describe('parseSize: a size word beside the subject, in any language the engine reads', () => {
  it.each([
    ['quiero una rosa pequeña en el tobillo', 'small'],
    ['una rosa muy pequeña', 'small'],
    ['quiero algo pequeño en la muñeca', 'small'],
    ['un tatuaje mediano de un lobo', 'medium'],
    ['un dragón grande en la espalda', 'large'],
    ['quero uma tatuagem bem pequena de borboleta', 'small'],
    ['uma rosa grande nas costas', 'large'],
    ['un petit dragon sur le bras', 'small'],
    ['une petite rose', 'small'],
    ['¿cuánto por una rosa pequeña?', 'small'],
    ['a tiny swallow on my wrist', 'tiny'],
    ['something small-ish on my ankle', 'small'],
    ['a medium sized piece on my thigh', 'medium'],
    // Style and colour words between, a lettering piece, a size word as its own item (held-out sets).
    ['Ich hätte gern ein kleines geometrisches Herz am Handgelenk', 'small'],
    ['a small fine line rose', 'small'],
    ["vorrei una piccola scritta 'libera' in fine line", 'small'],
    ['einen geometrischen Fuchs auf dem Oberschenkel, eher klein', 'small'],
    ['as iniciais do casal em pontilhismo no pulso, bem pequenininha', 'tiny'],
  ])('reads %j as %s', (text, size) => {
    expect(sizeOf(text)?.text).toBe(size);
  });

  it.each([
    'tengo un pequeño negocio y quiero una rosa',
    'soy una gran fan de tu trabajo',
    "i'm a small business owner and want a rose",
    'a little nervous tbh',
    'big fan of your work',
    'today is a big day for me',
    'cuánto cobras por un tatuaje pequeño?',
    'hi, big fan!',
  ])('reads no size in %j', (text) => {
    expect(sizeOf(text)).toBeNull();
  });
});

describe('parseSize: the palm in the words of the Spanish and Portuguese options (decision 018)', () => {
  it.each([
    'del tamaño de la palma',
    'no, tamaño de mi palma',
    'do tamanho da palma',
    'não, tamanho da minha palma',
  ])('reads %j as palm-sized', (text) => {
    expect(sizeOf(text, 'size')?.text).toBe('palm-sized');
  });
});

describe('parseSize: the size of a thing an article brings in, in the Romance order (fresh-2026-11n)', () => {
  it.each([
    "vorrei un'ancora tradizionale piccola sull'avambraccio",
    'quiero una cerecita pequeña en el tobillo',
    'yo hw much 4 a lil dagger on my hand?',
  ])('reads %j as small', (text) => {
    expect(sizeOf(text)?.text).toMatch(/small|piccola|pequeña|lil/);
  });

  it.each(['tengo una pregunta pequeña', 'tengo un pequeño negocio y quiero una rosa'])(
    'reads no size in %j',
    (text) => {
      expect(sizeOf(text)).toBeNull();
    },
  );
});

describe('parseSize: the share nearest the sleeve is its share (fresh-2026-11o)', () => {
  it.each([
    ['full koi half sleeve', 'half sleeve'],
    ['a full quarter sleeve', 'quarter sleeve'],
    ['half sleeve', 'half sleeve'],
  ])('reads %j as a %s', (text, piece) => {
    expect(sizeOf(text)?.text).toBe(piece);
  });
});

describe("parseSize: a size word inside the subject's own name", () => {
  it('reads "un petit chat" as small, the kitten\'s name holding the size word', () => {
    expect(sizeOf('je voudrais un petit chat derrière l’oreille')?.text).toBe('small');
  });
});

describe('parseSize: "fechar o braço"', () => {
  it('reads closing the arm as a full sleeve', () => {
    expect(sizeOf('quero fechar o braço com um dragão japonês')?.text).toBe('full sleeve');
  });
});

describe("parseSize: width and height joined by any language's word", () => {
  it.each([
    ['ungefähr 12 auf 9 cm', '12 x 9 cm'],
    ['unos 15 por 10 cm', '15 x 10 cm'],
    ['12 per 10 cm', '12 x 10 cm'],
  ])('reads %j as %j', (text, size) => {
    expect(sizeOf(text)?.text).toBe(size);
  });
});
