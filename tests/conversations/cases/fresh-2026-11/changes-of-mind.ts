import type { CaseInput } from '../../case-schema.ts';

/** Changes of mind on more than one field, in every language: the latest answer wins, nothing is asked again. */
export default [
  {
    id: 'fresh-mind-moon-ankle-to-sparrow-ear',
    category: 'fresh-2026-11',
    artist: 'mara',
    tags: ['en', 'dm', 'change-of-mind'],
    note: 'The mum is a reason for the placement, not a person in the brief.',
    turns: [
      { say: 'ok so dotwork moon on my ankle', gives: ['idea', 'style', 'placement'] },
      {
        say: 'wait no my mum would see it lol. behind my ear so my hair covers it',
        gives: ['placement'],
        notIdea: ['mum', 'hair'],
      },
      { say: 'actually forget the moon, a tiny sparrow instead', gives: ['idea', 'size'], notIdea: ['moon'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        idea: ['sparrow'],
        style: 'Dotwork',
        placement: { area: 'ear' },
        size: { text: ['tiny', 'small'] },
      },
    },
  },
  {
    id: 'fresh-es-mind-style-then-size',
    category: 'fresh-2026-11',
    artist: 'mara',
    tags: ['es', 'dm', 'change-of-mind', 'size'],
    turns: [
      {
        say: 'quiero un lobo geométrico en el muslo, unos 20 cm',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      { say: 'uf no, mejor blackwork, algo más oscuro y sólido', gives: ['style'] },
      { say: 'y más pequeño, tipo 12 cm', gives: ['size'] },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: false,
      fields: {
        language: 'es',
        idea: ['lobo'],
        style: 'Blackwork',
        placement: { area: 'thigh' },
        size: { cm: [11, 13] },
      },
    },
  },
  {
    id: 'fresh-pt-budget-down-with-a-question',
    category: 'fresh-2026-11',
    artist: 'iris',
    tags: ['pt', 'web', 'change-of-mind', 'question-back'],
    note: "Iris's minimum is 150 (artists.ts): 200 is enough, and the reply can say so.",
    turns: [
      {
        say: 'oi! quero uma frase fine line na costela, uns 12 cm, orçamento 300 dólares',
        gives: ['style', 'placement', 'size', 'budget'],
      },
      { say: 'ah e não tenho pressa nenhuma, pode ser em março', gives: ['timing'] },
      {
        say: 'na verdade só consigo uns 200, pode ser?',
        gives: ['budget'],
        questions: [
          {
            topic: 'is 200 enough',
            answer: ['150', 'mínimo', '/(?<![\\p{L}])sim(?![\\p{L}])/iu', 'tudo bem', 'sem problema'],
            about: ['200', 'orçamento', 'mínimo'],
          },
        ],
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: false,
      fields: {
        language: 'pt',
        placement: { area: 'rib' },
        size: { cm: [11, 13] },
        budget: { around: 200, currency: 'USD' },
        timing: ['março', 'marco', 'march'],
      },
    },
  },
  {
    id: 'fresh-fr-whale-colour-then-all-black',
    category: 'fresh-2026-11',
    artist: 'mara',
    tags: ['fr', 'web', 'change-of-mind'],
    turns: [
      {
        say: 'Bonjour ! Je voudrais une baleine géométrique sur le mollet, environ 15 cm, en couleur.',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      { say: 'Finalement, plutôt tout en noir, ce sera plus joli.', gives: ['color'] },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: false,
      fields: {
        language: 'fr',
        idea: [['baleine', 'whale']],
        style: 'Geometric',
        placement: { area: 'calf' },
        size: { cm: [14, 16] },
        color: 'black_and_grey',
      },
    },
  },
  {
    id: 'fresh-de-fox-thigh-to-forearm-smaller',
    category: 'fresh-2026-11',
    artist: 'mara',
    tags: ['de', 'web', 'change-of-mind', 'size'],
    turns: [
      {
        say: 'Hallo, ich möchte einen geometrischen Fuchs auf dem Oberschenkel, ca. 15 cm',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      { say: 'Hmm, doch lieber am Unterarm, dann eher 10 cm', gives: ['placement', 'size'] },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: false,
      fields: {
        language: 'de',
        idea: [['fuchs', 'fox']],
        style: 'Geometric',
        placement: { area: 'forearm' },
        size: { cm: [9.5, 10.5] },
      },
    },
  },
] satisfies CaseInput[];
