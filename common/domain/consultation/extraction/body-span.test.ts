import { describe, expect, it } from 'vitest';
import { MAX_CHAT_MESSAGE_CHARS } from '../../../contracts/chat.ts';
import { parseBodySpan } from './body-span.ts';
import { extractBrief } from './extract-brief.ts';
import { readMessage } from './read-message.ts';

const spanOf = (text: string) =>
  parseBodySpan(readMessage(text, MAX_CHAT_MESSAGE_CHARS).tokens)?.value ?? null;

describe('parseBodySpan: the stretch of a limb between two landmarks (fresh-2026-11k)', () => {
  it.each([
    ['a koi running from my shoulder to my elbow', 'upper arm', 'shoulder to elbow'],
    // Which part of a landmark ("hip bone", "lower ribs") says where the line ends.
    ['from my hip bone up to my lower ribs', 'flank', 'hip to ribs'],
    ["un dragon de l'épaule au coude", 'upper arm', 'shoulder to elbow'],
    ['vom Ellbogen bis zum Handgelenk', 'forearm', 'elbow to wrist'],
    ['del codo a la muñeca', 'forearm', 'elbow to wrist'],
    ['do ombro até o cotovelo', 'upper arm', 'shoulder to elbow'],
    ['dalla spalla al gomito', 'upper arm', 'shoulder to elbow'],
    ['from my knee to my ankle', 'shin', 'knee to ankle'],
    // The inside of the elbow as a landmark, and a landmark's part before it (fresh-2026-11u).
    ['no antebraço, do pulso até a dobra do cotovelo', 'forearm', 'wrist to elbow ditch'],
    ['from my wrist to the crease of my elbow', 'forearm', 'wrist to elbow'],
  ])('reads %j as the %s', (text, area, landmarks) => {
    expect(spanOf(text)).toMatchObject({ area, text: landmarks });
  });

  it.each(['a rose on my shoulder and a bee on my wrist', 'from my shoulder, to be honest, to my hip'])(
    'reads no stretch in %j',
    (text) => {
      expect(spanOf(text)).toBeNull();
    },
  );

  it('gives the brief the stretch as placement and size, and an idea that stops before it', () => {
    const brief = extractBrief([
      { role: 'user', content: "I'm after a japanese koi running from my shoulder to my elbow, full colour" },
    ]);
    expect(brief.placement?.area).toBe('upper arm');
    expect(brief.size).toMatchObject({ text: 'shoulder to elbow' });
    expect(brief.idea).toBe('koi running');
  });
});

describe('sizes said against the body, in every language (fresh-2026-11k)', () => {
  it.each([
    ['a japanese koi swimming from my hip down to my knee', 'thigh', 'hip to knee'],
    ['like wrist all the way to elbow', 'forearm', 'wrist to elbow'],
  ])('reads the stretch in %j with the words that run it along the body', (text, area, landmarks) => {
    expect(spanOf(text)).toMatchObject({ area, text: landmarks });
  });

  it.each([
    ["vorrei un serpente geometrico lungo tutto l'avambraccio destro", 25],
    ["un serpent sur tout l'avant-bras", 25],
    ["den Schriftzug 'atme', etwa 2 Zoll lang", 5.1],
  ])('reads a whole area or inches in another language in %j', (text, cm) => {
    expect(extractBrief([{ role: 'user', content: text }]).size?.cm).toBe(cm);
  });
});

describe('placements said in the other languages (older held-out sets)', () => {
  it.each([
    ["une branche d'olivier fine line le long de la clavicule, 8 cm", 'collarbone', undefined],
    ['una serpiente a lo largo de la columna', 'spine', undefined],
    ["quiero 'amor' en los dedos", 'fingers', undefined],
    ['einen Fuchs auf der linken Wade', 'calf', 'left'],
    ['am rechten Arm ein Anker', 'arm', 'right'],
    // Dialect articles and regional names of areas (fresh-2026-11u).
    ['e Dubbeglas in Dotwork uff de Wade', 'calf', undefined],
    ['un retrato de mi perro en la canilla', 'shin', undefined],
    ['uma hortênsia em fine line no cachaço', 'neck', undefined],
    // A thing worn there, after a "where" (fresh-2026-11k).
    ['want a small fine line compass where my watch goes, left side', 'wrist', 'left'],
    ['un corazón donde va el anillo', 'fingers', undefined],
    ['a tiny heart where a wedding ring would go', 'fingers', undefined],
  ])('reads %j as the %s', (text, area, side) => {
    const placement = extractBrief([{ role: 'user', content: text }]).placement;
    expect(placement).toMatchObject({ area, ...(side && { side }) });
  });

  it('reads "along" as covering the area, never as a comparison that measures it', () => {
    const brief = extractBrief([{ role: 'user', content: 'un serpent fin le long de la colonne' }]);
    expect(brief.placement?.area).toBe('spine');
    expect(brief.size?.cm).toBe(50);
  });
});

it('keeps a watch said without a "where" as the design', () => {
  const brief = extractBrief([{ role: 'user', content: 'a pocket watch on my forearm' }]);
  expect(brief.idea).toBe('pocket watch');
  expect(brief.placement?.area).toBe('forearm');
});

describe('sizes beside people and after a style (older held-out sets)', () => {
  it('reads "mein kleiner Bruder" as a person, never a smaller size', () => {
    const brief = extractBrief([
      {
        role: 'user',
        content:
          'ich hätte gern einen Mond am Handgelenk, ca. 5 cm. Mein kleiner Bruder (16) würde gern mitkommen',
      },
    ]);
    expect(brief.size).toMatchObject({ cm: 5 });
  });

  it('reads a size word after the noun and its style, in the Romance order ("una rosa tradizionale piccola")', () => {
    expect(extractBrief([{ role: 'user', content: 'una rosa tradizionale piccola' }]).size?.text).toBe(
      'small',
    );
  });
});
