import type { CaseInput } from '../case-schema.ts';

/**
 * Lettering (issue #11: a client who wanted a name in script was asked for the style three times): a name, a
 * date or a quote in script needs no style question; the words are the idea.
 */
export default [
  {
    id: 'lettering-name-in-script',
    category: 'lettering',
    artist: 'iris',
    turns: [
      'my daughters name "Ava" in script on my wrist',
      { say: 'small like 2 inches', gives: ['size'] },
      { say: '$150', gives: ['budget'] },
      { say: 'im 34', gives: ['age'] },
    ],
    expect: {
      ready: true,
      fit: 'qualified',
      fields: { idea: ['ava'], placement: { area: 'wrist' }, budget: { around: 150 } },
      replies: { notAsks: ['style'] },
      last: { bookingLink: true },
    },
  },
  {
    id: 'lettering-date-roman-numerals',
    category: 'lettering',
    artist: 'iris',
    turns: [
      'wedding date in roman numerals along my forearm, thin lettering',
      { say: '5 inches, 200 budget, im 30', gives: ['size', 'budget', 'age'] },
    ],
    expect: {
      ready: true,
      fields: { idea: ['roman numerals'], placement: { area: 'forearm' }, budget: { around: 200 } },
      replies: { notAsks: ['style'] },
      last: { bookingLink: true },
    },
  },
  {
    id: 'lettering-quote-ribs',
    category: 'lettering',
    artist: 'iris',
    turns: [
      {
        say: 'a quote "this too shall pass" in fine script down my ribs',
        reply: { notAsks: ['style', 'idea'] },
      },
    ],
    expect: { ready: false, fields: { placement: { area: 'ribs' }, idea: ['pass'] } },
  },
  {
    id: 'lettering-mum-handwriting-mara',
    category: 'lettering',
    artist: 'mara',
    turns: [
      'want the word "breathe" in fine line lettering behind my ear',
      { say: 'tiny, 1 inch', gives: ['size'], reply: { notAsks: ['style'] } },
    ],
    expect: { ready: false, fields: { idea: ['breathe'], placement: { area: 'ear' } } },
  },
  {
    id: 'lettering-initials-finger',
    category: 'lettering',
    artist: 'iris',
    turns: [
      'just my kids initials on my finger, super simple',
      { say: 'like 1cm letters, black', gives: ['size', 'color'], reply: { notAsks: ['style', 'color'] } },
    ],
    expect: { ready: false, fields: { idea: ['initials'], placement: { area: 'finger' } } },
  },
  {
    id: 'lettering-spanish-quote',
    category: 'lettering',
    artist: 'iris',
    turns: [
      {
        say: 'quiero la frase "todo pasa" en letra cursiva en el antebrazo',
        reply: { language: 'es', notAsks: ['style'] },
      },
    ],
    expect: { ready: false, fields: { placement: { area: 'forearm' }, language: 'es' } },
  },
  {
    id: 'lettering-es-nombre-cursiva',
    category: 'lettering',
    artist: 'iris',
    turns: [
      {
        say: "quiero el nombre 'Lucía' en letra cursiva en la muñeca",
        reply: { language: 'es', notAsks: ['style'] },
      },
    ],
    expect: { ready: false, fields: { idea: ['Lucía'], placement: { area: 'wrist' }, language: 'es' } },
  },
  {
    id: 'lettering-roman-numerals-collarbone',
    category: 'lettering',
    artist: 'iris',
    turns: [
      {
        say: 'my kids birthdates in roman numerals along my collarbone',

        reply: { notAsks: ['style'] },
      },
    ],
    expect: {
      ready: false,
      fields: { idea: ['roman', 'birth'], placement: { area: 'collarbone' }, underAge: false },
    },
  },
  // Issue #23, written before the engine changed (decision 049): words in any kind of quotes are the idea.
  {
    id: 'lettering-it-single-quotes',
    category: 'lettering',
    artist: 'iris',
    tags: ['it', 'web'],
    conversation: { language: 'it' },
    turns: [
      {
        say: 'Ciao! Vorrei la parola ‘coraggio’ in corsivo fine line sul polso destro',
        gives: ['idea', 'style', 'placement'],
      },
    ],
    expect: { ready: false, fields: { idea: ['coraggio'], placement: { area: 'wrist', side: 'right' } } },
  },
  {
    id: 'lettering-en-single-quotes-with-emoji',
    category: 'lettering',
    artist: 'mara',
    tags: ['en', 'dm'],
    conversation: { language: 'en' },
    turns: [
      {
        say: "could i get 'stay wild' in small script on my ankle? 🖤",
        gives: ['idea', 'placement', 'size'],
      },
    ],
    expect: { ready: false, fields: { idea: ['stay wild'], placement: { area: 'ankle' } } },
  },
] satisfies CaseInput[];
