import type { CaseInput } from '../../case-schema.ts';

/**
 * Sizes said as objects or against the body, then changed (issue #23: "as long as my hand", "can we go a bit
 * bigger? maybe 12 cm" after 8; someone else's piece never becomes the client's size).
 */
export default [
  {
    id: 'fresh-size-pen-then-wrist-to-elbow',
    category: 'fresh-2026-11',
    artist: 'mara',
    tags: ['en', 'dm', 'size', 'change-of-mind', 'false-claim'],
    turns: [
      {
        say: 'heyy want a geometric snake going down my forearm, like the length of a pen',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      { say: 'actually can it go bigger? like wrist all the way to elbow', gives: ['size'] },
      {
        say: 'just black ink. around 400 budget',
        gives: ['color', 'budget'],
        mustNotSay: ['black and grey', 'black & grey', 'black and gray'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        idea: ['snake'],
        style: 'Geometric',
        placement: { area: 'forearm' },
        size: { cm: [20, 32], text: ['elbow', 'full forearm', 'whole forearm'] },
        budget: { around: 400 },
      },
    },
  },
  {
    id: 'fresh-es-coin-then-4cm',
    category: 'fresh-2026-11',
    artist: 'iris',
    tags: ['es', 'dm', 'size', 'change-of-mind'],
    turns: [
      {
        say: 'hola! quiero un solecito fine line detrás de la oreja, del tamaño de una moneda de 2 euros',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      { say: 'bueno, mejor un poquito más grande, unos 4 cm', gives: ['size'] },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: false,
      fields: {
        language: 'es',
        idea: [['sol', 'sun']],
        style: 'Minimalist',
        placement: { area: 'ear' },
        size: { cm: [3.5, 4.5] },
      },
    },
  },
  {
    id: 'fresh-size-sisters-sleeve-is-not-mine',
    category: 'fresh-2026-11',
    artist: 'mara',
    tags: ['en', 'web', 'size', 'question-back'],
    note: "The sister's full sleeve is not the client's size or placement; payment plans are not in Mara's data.",
    turns: [
      {
        say: 'Hi! My sister has a full sleeve you did and I want something way smaller: a dotwork crescent moon on my ankle, about the size of a matchbox.',
        gives: ['idea', 'style', 'placement', 'size'],
        notIdea: ['sister', 'sleeve'],
      },
      {
        say: 'She said you do payment plans, is that right? My budget is around 200.',
        gives: ['budget'],
        questions: [
          { topic: 'payment plans', about: ['payment plan', 'instal', 'pay in', 'split'], defer: true },
        ],
        mustNotSay: ['/(yes|yep|that.s right),? (mara|she|we) (does|do|offers?) payment plans/i'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        idea: ['moon'],
        style: 'Dotwork',
        placement: { area: 'ankle' },
        size: { cm: [3, 7], text: ['matchbox'] },
        budget: { around: 200 },
      },
    },
  },
  {
    id: 'fresh-pt-a-hand-span-then-smaller',
    category: 'fresh-2026-11',
    artist: 'mara',
    tags: ['pt', 'dm', 'size', 'change-of-mind'],
    turns: [
      {
        say: 'oi! quero uma serpente blackwork na coxa, de um palmo mais ou menos',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      { say: 'pensando bem, pode ser um pouco menor, uns 15 cm', gives: ['size'] },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: false,
      fields: {
        language: 'pt',
        idea: [['serpente', 'cobra', 'snake']],
        style: 'Blackwork',
        placement: { area: 'thigh' },
        size: { cm: [14, 16] },
      },
    },
  },
  {
    id: 'fresh-de-as-long-as-my-hand',
    category: 'fresh-2026-11',
    artist: 'mara',
    tags: ['de', 'web', 'size', 'false-claim'],
    turns: [
      {
        say: 'Hi, ich möchte eine Reihe kleiner Sterne in Dotwork am Unterarm, ungefähr so lang wie meine Hand',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: 'Nur schwarz bitte. Budget so 250 Euro.',
        gives: ['color', 'budget'],
        mustNotSay: ['black and grey', 'black & grey', 'schwarz-grau', 'schwarzgrau', 'schwarz und grau'],
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: false,
      fields: {
        language: 'de',
        idea: [['stern', 'star']],
        style: 'Dotwork',
        placement: { area: 'forearm' },
        size: { cm: [15, 21], text: ['hand'] },
        budget: { around: 250, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-it-credit-card-then-double',
    category: 'fresh-2026-11',
    artist: 'iris',
    tags: ['it', 'dm', 'size', 'change-of-mind'],
    turns: [
      {
        say: 'ciao! vorrei una scritta fine line sul fianco sinistro, grande come una carta di credito',
        gives: ['style', 'placement', 'size'],
      },
      { say: "anzi facciamola il doppio, tipo 17 cm. la scritta è 'respira piano'", gives: ['size', 'idea'] },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: false,
      fields: {
        language: 'it',
        idea: ['respira piano'],
        style: 'Minimalist',
        placement: { area: ['hip', 'flank', 'side', 'waist'], side: 'left' },
        size: { cm: [16, 18] },
      },
    },
  },
] satisfies CaseInput[];
