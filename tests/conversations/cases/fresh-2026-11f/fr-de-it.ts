import type { CaseInput } from '../../case-schema.ts';

/**
 * French, German and Italian clients: a deposit question beside the facts, a placement corrected in the second
 * message, "pas de référence", a diminutive ("Kätzchen"), healing time asked, a grandmother remembered, "niente
 * riferimenti", the price asked "più o meno", and a client of 16 asking whether a parent's permission is enough.
 */
export default [
  {
    id: 'fresh-f-fr-renard-acompte',
    category: 'fresh-2026-11f',
    artist: 'iris',
    tags: ['fr', 'dm', 'question-back', 'deposit'],
    note: 'The deposit question answered from Iris\'s policy ($50), in French and "tu".',
    turns: [
      {
        say: "Salut ! Je voudrais un petit renard en fine line sur la cheville, genre 5 cm, j'ai 24 ans. Vous prenez l'acompte comment ?",
        gives: ['idea', 'style', 'placement', 'size', 'age'],
        asks: 'deposit',
        questions: [{ topic: 'acompte', answer: ['50'], about: ['acompte', 'dépôt', 'deposit'] }],
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['renard'],
        style: 'Minimalist',
        placement: { area: 'ankle' },
        size: { cm: [4, 6] },
        age: 24,
      },
    },
  },
  {
    id: 'fresh-f-fr-plutot-avant-bras',
    category: 'fresh-2026-11f',
    artist: 'mara',
    tags: ['fr', 'web', 'correction', 'placement-change', 'references'],
    note: 'The calf becomes the left forearm; "pas de référence" is no references.',
    turns: [
      {
        say: "Bonjour, j'aimerais une baleine en dotwork sur le mollet, environ 12 cm, noir uniquement. J'ai 36 ans.",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age'],
      },
      {
        say: "Finalement plutôt sur l'avant-bras gauche que sur le mollet. Et pas de référence, je te fais confiance",
        gives: ['placement', 'references'],
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['baleine'],
        style: 'Dotwork',
        placement: { area: 'forearm', side: 'left' },
        size: { cm: [11, 13] },
        color: 'black',
        references: false,
        age: 36,
      },
    },
  },
  {
    id: 'fresh-f-de-kaetzchen-heilung',
    category: 'fresh-2026-11f',
    artist: 'lena',
    tags: ['de', 'dm', 'diminutive', 'question-back', 'aftercare'],
    note: '"Kätzchen" (a kitten) is the idea; how long healing takes is answered (2–4 weeks) or deferred, in German.',
    turns: [
      {
        say: 'Hey, ich hätte gern ein kleines Kätzchen im Fineline-Stil am Unterarm, ca. 7 cm, nur schwarz. Bin 29. Wie lange dauert eigentlich die Heilung?',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age'],
        asks: 'aftercare',
        questions: [
          {
            topic: 'Heilung',
            answer: ['/\\b\\d+\\s*(-|bis|–)?\\s*\\d*\\s*Wochen/i'],
            about: ['heil', 'Wochen', 'Pflege'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['kätzchen', 'katze']],
        style: 'Minimalist',
        placement: { area: 'forearm' },
        size: { cm: [6, 8] },
        color: 'black',
        age: 29,
      },
    },
  },
  {
    id: 'fresh-f-de-oma-vergissmeinnicht',
    category: 'fresh-2026-11f',
    artist: 'lena',
    tags: ['de', 'web', 'memorial', 'distress'],
    note: 'For a grandmother who died: care first in German, never "Super" or "Cool".',
    turns: [
      {
        say: 'Hallo Lena, meine Oma ist im Frühling gestorben. Ich hätte gern Vergissmeinnicht für sie auf dem Schulterblatt, so 10 cm, schwarz-grau. Ich bin 33.',
        gives: ['idea', 'placement', 'size', 'color', 'age'],
        reply: { empathy: true, mustNotContain: ['Super', 'Cool', 'Klasse'] },
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: false,
      fields: {
        idea: ['vergissmeinnicht'],
        placement: { area: ['shoulder blade', 'shoulder'] },
        size: { cm: [9, 11] },
        color: 'black_and_grey',
        age: 33,
      },
    },
  },
  {
    id: 'fresh-f-it-rondine-niente-riferimenti',
    category: 'fresh-2026-11f',
    artist: 'noor',
    tags: ['it', 'dm', 'references', 'complete'],
    note: '"niente riferimenti" is no references; the swallow on the wrist for Noor (traditional only).',
    turns: [
      {
        say: 'Ciao! vorrei una rondine tradizionale sul polso destro, piccola tipo 6 cm, a colori. ho 27 anni, budget 200 euro, niente riferimenti',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget', 'references'],
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['rondine'],
        style: 'Traditional',
        placement: { area: 'wrist', side: 'right' },
        size: { cm: [5, 7] },
        color: 'color',
        budget: { around: 200, currency: 'EUR' },
        references: false,
        age: 27,
      },
    },
  },
  {
    id: 'fresh-f-it-piu-o-meno-quanto',
    category: 'fresh-2026-11f',
    artist: 'rafa',
    tags: ['it', 'web', 'price-first', 'question-back'],
    note: 'The price asked "più o meno": Rafa\'s minimum (300) in Italian, and the portrait kept.',
    turns: [
      {
        say: 'Buongiorno, quanto costa più o meno un ritratto del mio cane sul polpaccio? realistico, 15 cm circa',
        asks: 'price',
        gives: ['idea', 'style', 'placement', 'size'],
        questions: [{ topic: 'prezzo', answer: ['300'], about: ['prezzo', 'cost', '€'] }],
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: false,
      fields: { idea: [['cane', 'ritratto']], placement: { area: 'calf' }, size: { cm: [14, 16] } },
    },
  },
  {
    id: 'fresh-f-it-16-permesso',
    category: 'fresh-2026-11f',
    artist: 'mara',
    tags: ['it', 'dm', 'minor', 'question-back'],
    note: "Sixteen with a parent's permission: the 18+ rule said kindly in Italian, nothing saved.",
    turns: [
      {
        say: "ciao ho 16 anni, posso farlo se i miei mi danno il permesso? vorrei una piccola stella dietro l'orecchio",
        gives: ['age', 'idea', 'placement'],
        questions: [
          {
            topic: 'permesso dei genitori',
            answer: ['/(?<![\\d])18(?![\\d])/', 'diciotto', 'maggiorenn'],
            about: ['anni', 'età', 'permesso', 'genitori'],
          },
        ],
      },
    ],
    conversation: { language: 'it', minor: 'tattooed' },
    expect: { ready: false, save: 'refused', fields: { underAge: true } },
  },
  {
    id: 'fresh-f-fr-ma-soeur-16-vient',
    category: 'fresh-2026-11f',
    artist: 'iris',
    tags: ['fr', 'dm', 'companion', 'question-back'],
    note: 'The sister of 16 only comes along: she may come, she is not tattooed, and the client of 21 is not refused.',
    turns: [
      {
        say: "coucou ! je voudrais une petite lune fine line derrière l'oreille, 3 cm, noir. j'ai 21 ans. ma sœur de 16 ans peut venir avec moi ?",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age'],
        questions: [
          {
            topic: 'la sœur peut venir',
            answer: ['/(peut|pourra) (venir|t.accompagner)/i', 'accompagn', 'bienvenue'],
            about: ['sœur', 'soeur', 'venir', 'accompagn', '16'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'fr', minor: 'companion', notClientAge: [16] },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: { underAge: false, age: 21, idea: ['lune'], placement: { area: 'ear' }, size: { cm: [2, 4] } },
    },
  },
] satisfies CaseInput[];
