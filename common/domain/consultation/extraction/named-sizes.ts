import type { TattooSize } from '../brief.ts';

/** A size said in words; sleeves and back pieces also say where the tattoo goes. */
export interface NamedSize extends TattooSize {
  impliedArea?: string;
}

/** Issue #4: "palm-sized", "half sleeve", "back piece"... with a rough largest dimension in cm. */
export const NAMED_SIZE_PHRASES: ReadonlyArray<readonly [string, NamedSize]> = [
  ...aliases(
    [
      'palm sized',
      'palm size',
      'size of my palm',
      'size of a palm',
      // The Spanish and Portuguese size options offer it in these words ("del tamaño de la palma").
      'tamaño de la palma',
      'tamaño de mi palma',
      'tamaño de una palma',
      'tamanho da palma',
      'tamanho da minha palma',
      'tamanho de uma palma',
    ],
    { text: 'palm-sized', cm: 8 },
  ),
  ...aliases(['hand sized', 'hand size', 'size of my hand', 'size of a hand'], {
    text: 'hand-sized',
    cm: 15,
  }),
  ...aliases(['fist sized', 'size of my fist', 'size of a fist'], { text: 'fist-sized', cm: 9 }),
  ...aliases(['coin sized', 'coin size', 'size of a coin'], { text: 'coin-sized', cm: 2.5 }),
  ...aliases(['credit card sized', 'credit card size', 'size of a credit card', 'business card size'], {
    text: 'credit-card-sized',
    cm: 8.5,
  }),
  ...aliases(['phone sized', 'size of my phone', 'size of a phone'], { text: 'phone-sized', cm: 14 }),
  ...aliases(['matchbox', 'matchbox sized'], { text: 'matchbox-sized', cm: 5 }),
  ...aliases(['quarter sleeve'], { text: 'quarter sleeve', cm: 20, impliedArea: 'upper arm' }),
  ...aliases(['half sleeve', 'halfsleeve'], { text: 'half sleeve', cm: 35, impliedArea: 'arm' }),
  ...aliases(['forearm sleeve', 'lower sleeve'], { text: 'forearm sleeve', cm: 30, impliedArea: 'forearm' }),
  ...aliases(['full sleeve', 'sleeve', 'whole arm', 'entire arm', 'manga completa', 'braço fechado'], {
    text: 'full sleeve',
    cm: 60,
    impliedArea: 'arm',
  }),
  ...aliases(['leg sleeve'], { text: 'leg sleeve', cm: 80, impliedArea: 'leg' }),
  ...aliases(
    ['half back', 'half my back', 'half of my back', 'half my upper back', 'half of my upper back'],
    {
      text: 'half back',
      cm: 35,
      impliedArea: 'back',
    },
  ),
  ...aliases(
    [
      'back piece',
      'backpiece',
      'full back',
      'whole back',
      'entire back',
      'espalda completa',
      'costas inteiras',
    ],
    { text: 'back piece', cm: 60, impliedArea: 'back' },
  ),
  ...aliases(['chest piece', 'chestpiece', 'chest plate', 'full chest'], {
    text: 'chest piece',
    cm: 35,
    impliedArea: 'chest',
  }),
];

/** Enough not to ask again, not enough for a quote: clarity gives half credit (see clarity.ts). */
export const VAGUE_SIZE_PHRASES: ReadonlyArray<readonly [string, NamedSize]> = [
  ...aliases(['micro'], { text: 'micro', cm: 2, isVague: true }),
  ...aliases(['tiny', 'mini', 'teeny'], { text: 'tiny', cm: 3, isVague: true }),
  ...aliases(['small', 'smallish', 'little', 'petite'], { text: 'small', cm: 6, isVague: true }),
  ...aliases(
    ['medium', 'medium sized', 'mid sized', 'midsize', 'not too big', 'not too large', 'not too small'],
    {
      text: 'medium',
      cm: 12,
      isVague: true,
    },
  ),
  ...aliases(['big', 'large', 'biggish', 'largeish', 'bigger'], { text: 'large', cm: 25, isVague: true }),
  ...aliases(['huge', 'massive', 'giant'], { text: 'huge', cm: 40, isVague: true }),
];

/**
 * Spanish, Portuguese and French size words, read as an answer (to the size question, or a message of one
 * or two words: "pequeña", "PEQUENA"), or next to the subject they describe ("una rosa pequeña", "un petit
 * dragon", "uma tatuagem grande"; parse-size.ts). Elsewhere they are not about the tattoo ("un pequeño
 * negocio", "una gran fan").
 */
export const ANSWER_VAGUE_SIZE_PHRASES: ReadonlyArray<readonly [string, NamedSize]> = [
  ...aliases(
    [
      'diminuto',
      'diminuta',
      'minúsculo',
      'minúscula',
      'pequeñito',
      'pequeñita',
      'pequenininho',
      'pequenininha',
      'minuscule',
      'minuscules',
      'tout petit',
      'toute petite',
    ],
    {
      text: 'tiny',
      cm: 3,
      isVague: true,
    },
  ),
  ...aliases(['pequeño', 'pequeña', 'pequeno', 'pequena', 'chiquito', 'chiquita', 'petit', 'petite'], {
    text: 'small',
    cm: 6,
    isVague: true,
  }),
  ...aliases(['mediano', 'mediana', 'médio', 'média', 'moyen', 'moyenne'], {
    text: 'medium',
    cm: 12,
    isVague: true,
  }),
  ...aliases(['grande', 'grandecito', 'grandinho', 'grand'], { text: 'large', cm: 25, isVague: true }),
  ...aliases(['enorme', 'gigante'], { text: 'huge', cm: 40, isVague: true }),
];

function aliases(phrases: string[], size: NamedSize): Array<readonly [string, NamedSize]> {
  return phrases.map((phrase) => [phrase, size] as const);
}
