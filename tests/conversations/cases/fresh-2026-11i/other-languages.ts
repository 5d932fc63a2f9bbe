import type { CaseInput } from '../../case-schema.ts';

/**
 * Complete first messages in Spanish, Portuguese, French, German and Italian, each with a small piece, a style,
 * a body part in the language's own word, "only black" in its own words, an age and a budget in euros.
 */
export default [
  {
    id: 'fresh-i-es-golondrina-realista',
    category: 'fresh-2026-11i',
    artist: 'rafa',
    tags: ['es', 'web', 'complete'],
    turns: [
      {
        say: 'Hola! Quiero una golondrina realista en el antebrazo, unos 10 cm, en negro y gris. Tengo 25 años y mi presupuesto es de 350 euros.',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['golondrina', 'swallow']],
        style: 'Realism',
        placement: { area: ['forearm', 'antebrazo'] },
        size: { cm: [9, 11] },
        color: 'black_and_grey',
        age: 25,
        budget: { around: 350, currency: 'EUR' },
        language: 'es',
      },
    },
  },
  {
    id: 'fresh-i-pt-andorinha-pulso',
    category: 'fresh-2026-11i',
    artist: 'mara',
    tags: ['pt', 'dm', 'complete', 'color-only-black'],
    turns: [
      {
        say: 'Oi! Quero uma andorinha em blackwork no pulso, uns 5 cm, só preto. Tenho 22 anos, orçamento de 150 euros.',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: true,
      fields: {
        idea: [['andorinha', 'swallow']],
        style: 'Blackwork',
        placement: { area: ['wrist', 'pulso'] },
        size: { cm: [4, 6] },
        color: 'black',
        age: 22,
        budget: { around: 150, currency: 'EUR' },
        language: 'pt',
      },
    },
  },
  {
    id: 'fresh-i-fr-croissant-de-lune',
    category: 'fresh-2026-11i',
    artist: 'lena',
    tags: ['fr', 'web', 'complete'],
    turns: [
      {
        say: "Bonjour ! Je voudrais un petit croissant de lune en fine line sur la cheville, environ 4 cm, en noir. J'ai 28 ans et mon budget est de 150 €.",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['lune', 'moon']],
        style: 'Minimalist',
        placement: { area: ['ankle', 'cheville'] },
        size: { cm: [3, 5] },
        color: 'black',
        age: 28,
        budget: { around: 150, currency: 'EUR' },
        language: 'fr',
      },
    },
  },
  {
    id: 'fresh-i-de-welle-knoechel',
    category: 'fresh-2026-11i',
    artist: 'lena',
    tags: ['de', 'dm', 'complete', 'color-only-black'],
    turns: [
      {
        say: 'Hallo Lena, ich hätte gern eine kleine Welle in Blackwork am Knöchel, ca. 5 cm, nur schwarz. Ich bin 31 und mein Budget liegt bei 150 Euro.',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['welle', 'wave']],
        style: 'Blackwork',
        placement: { area: ['ankle', 'knöchel'] },
        size: { cm: [4, 6] },
        color: 'black',
        age: 31,
        budget: { around: 150, currency: 'EUR' },
        language: 'de',
      },
    },
  },
  {
    id: 'fresh-i-it-rondine-polso',
    category: 'fresh-2026-11i',
    artist: 'mara',
    tags: ['it', 'dm', 'complete', 'color-only-black'],
    turns: [
      {
        say: 'Ciao! Vorrei una rondine in dotwork sul polso, circa 6 cm, solo nero. Ho 24 anni, budget 150 euro.',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: true,
      fields: {
        idea: [['rondine', 'swallow']],
        style: 'Dotwork',
        placement: { area: ['wrist', 'polso'] },
        size: { cm: [5, 7] },
        color: 'black',
        age: 24,
        budget: { around: 150, currency: 'EUR' },
        language: 'it',
      },
    },
  },
] satisfies CaseInput[];
