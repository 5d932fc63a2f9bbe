import { describe, expect, it } from 'vitest';
import { MAX_CHAT_MESSAGE_CHARS } from '../../../contracts/chat.ts';
import type { BriefField } from '../brief.ts';
import { parseColor } from './parse-color.ts';
import { readMessage } from './read-message.ts';

const colorOf = (text: string, askedField: BriefField | null = null) =>
  parseColor(readMessage(text, MAX_CHAT_MESSAGE_CHARS).tokens, askedField)?.value ?? null;

describe('parseColor', () => {
  it.each([
    ['black and grey', 'black_and_grey'],
    ['negro y gris', 'black_and_grey'],
    ['preto e cinza', 'black_and_grey'],
    ['black & gray please', 'black_and_grey'],
    ['b&g', 'black_and_grey'],
    ['B/W', 'black_and_grey'],
    // Decision 047: black ink only is not black and grey.
    ['black only', 'black'],
    ['Just black, no colour.', 'black'],
    ['just black ink', 'black'],
    ['solo negro', 'black'],
    ['no colour', 'black_and_grey'],
    ["I don't want colour", 'black_and_grey'],
    ['greyscale', 'black_and_grey'],
    ['full colour', 'color'],
    ['colorful!', 'color'],
    ['in color', 'color'],
    ['a red rose', 'color'],
    ['black and grey with some red accents', 'color'],
    ['pastel tones', 'color'],
    ['not black and grey', 'color'],
  ])('reads %j as %s', (text, mode) => {
    expect(colorOf(text)).toBe(mode);
  });

  it.each([
    'a black cat',
    'a wolf on my arm',
    'watercolor style',
    // Two inks offered as a choice: asked of the artist, or not decided.
    'do you do colour or only black and grey?',
    'quisiera saber si haces tatuajes a color o solo blanco y negro',
  ])('finds no colour choice in %j', (text) => {
    expect(colorOf(text)).toBeNull();
  });

  it('reads a bare "black" as an answer only right after the assistant asked about colour', () => {
    expect(colorOf('black')).toBeNull();
    expect(colorOf('just black', 'color')).toBe('black');
    expect(colorOf('grey', 'color')).toBe('black_and_grey');
    expect(colorOf('blackish', 'color')).toBe('black_and_grey');
  });

  it('reads "black" as one item of a list, but not "black" describing a subject', () => {
    // Black ink, as said: a grey wash the client never asked for is no part of it.
    expect(colorOf('about 4 inches long, black')).toBe('black');
    expect(colorOf('like 1cm letters, black')).toBe('black');
    expect(colorOf('about 4 inches long, grey')).toBe('black_and_grey');
    expect(colorOf('a black cat on my ankle')).toBeNull();
  });
});

describe('parseColor: the other languages read (decision 018)', () => {
  it.each([
    ['non, en couleur', 'color'],
    ['nein, in Farbe bitte', 'color'],
    ['no, a colori', 'color'],
    ['noir et gris', 'black_and_grey'],
    ['schwarz und grau', 'black_and_grey'],
    ['nero e grigio', 'black_and_grey'],
    ['pas de couleur', 'black_and_grey'],
    ['ohne Farbe', 'black_and_grey'],
    ['senza colore', 'black_and_grey'],
    ['sin color', 'black_and_grey'],
    // Decision 049: black beside a word of only or all is black only; hues in every language are colour.
    ['nur schwarz', 'black'],
    ['la vorrei completamente nera', 'black'],
    ['tutta nera', 'black'],
    ['solo negro', 'black'],
    ['black only', 'black'],
    ['all black and grey', 'black_and_grey'],
    ['nur rot und schwarz, kein grün', 'color'],
    ['con un toque de rojo', 'color'],
  ])('reads %j as %s', (text, mode) => {
    expect(colorOf(text)).toBe(mode);
  });
});

describe('parseColor: a black-word as a list item after a measure (fresh-2026-11l)', () => {
  it.each(['a bee on my ankle 3cm black, 23yo', 'stag between my shoulder blades ~20cm black. 31'])(
    'reads black ink in %j',
    (text) => {
      expect(colorOf(text)).toBe('black');
    },
  );

  it('reads no ink in "a 3cm black cat on my ankle"', () => {
    expect(colorOf('a 3cm black cat on my ankle')).toBeNull();
  });
});

describe('parseColor: black said as an item with an afterthought, or given to the piece (fresh-2026-11n)', () => {
  it.each([
    'black ofc. im 22',
    'black obvs. im 30',
    'black tbh, 25',
    'black pls, 28',
    "ok let's just keep it black. 28, budget 500",
    'make it black',
  ])('reads %j as black', (text) => {
    expect(colorOf(text)).toBe('black');
  });

  it('reads no ink in "i love that black cat"', () => {
    expect(colorOf('i love that black cat')).toBeNull();
  });
});

describe('parseColor: an ink taken back, and the one said instead (fresh-2026-11t)', () => {
  it.each([
    ['wait scratch the colour, black and grey is more me', 'black_and_grey'],
    ['olvida el color, mejor negro y gris', 'black_and_grey'],
    ['oublie la couleur, noir et gris', 'black_and_grey'],
  ])('reads %j as %s', (text, mode) => {
    expect(colorOf(text)).toBe(mode);
  });
});

describe('parseColor: an ink closed by "then" in any language (fresh-2026-11u)', () => {
  it.each([
    ['ok, black then.', 'black'],
    ['Va bene, nero allora. Ho 27 anni', 'black'],
    // A negation between two inks takes the first back.
    ['Uns 8 cm, com um bocadinho de lilás? não, melhor só a preto e cinzento', 'black_and_grey'],
  ])('reads %j as %s', (text, mode) => {
    expect(colorOf(text)).toBe(mode);
  });
});
