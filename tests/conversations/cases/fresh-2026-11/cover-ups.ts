import type { CaseInput } from '../../case-schema.ts';

/**
 * Cover-ups whose old piece is in a style the artist doesn't do (issue #23: a tribal band covered by a realism
 * wolf was saved as Tribal). The style is the new piece's; the old one is never "not something the artist
 * offers"; an artist who takes no cover-ups says so, one whose policy is unset defers.
 */
const NOT_ABOUT_THE_OLD_STYLE = [
  "tribal isn't",
  'tribal is not',
  "doesn't do tribal",
  "doesn't offer tribal",
  'tribale non',
  'non fa tribal',
];

export default [
  {
    id: 'fresh-cover-tribal-sun-with-a-realistic-owl',
    category: 'fresh-2026-11',
    artist: 'rafa',
    tags: ['en', 'dm', 'cover-up', 'size'],
    note: "The old sun is 10 cm; the size is the owl's 15 cm.",
    turns: [
      {
        say: 'i have a really dated tribal sun on my calf lol 🙈 could u cover it with a realistic owl? black and grey',
        gives: ['idea', 'style', 'placement', 'color'],
        questions: [
          {
            topic: 'can it be covered',
            answer: [
              '/\\b(yes|yep|definitely|absolutely|of course|for sure)\\b/i',
              '/\\bcan (cover|do|work)\\b/i',
              'cover-ups welcome',
              'takes cover',
            ],
            about: ['cover'],
          },
        ],
        mustNotSay: NOT_ABOUT_THE_OLD_STYLE,
      },
      { say: 'the sun is about 10cm so maybe 15cm for the owl? budget 700 euro', gives: ['size', 'budget'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        coverUp: true,
        style: 'Realism',
        idea: ['owl'],
        placement: { area: 'calf' },
        size: { cm: [14, 16] },
        budget: { around: 700, currency: 'EUR' },
        color: 'black_and_grey',
      },
    },
  },
  {
    id: 'fresh-es-faded-watercolour-under-a-koi',
    category: 'fresh-2026-11',
    artist: 'kai',
    tags: ['es', 'dm', 'cover-up', 'size'],
    note: "Kai doesn't list watercolour, but the watercolour is the old piece.",
    turns: [
      {
        say: 'hola kai! tengo una acuarela muy desteñida en el omóplato derecho y quiero taparla con una carpa koi japonesa',
        gives: ['idea', 'style', 'placement'],
      },
      { say: 'algo más grande que la vieja, unos 20 cm. presupuesto 900 dólares', gives: ['size', 'budget'] },
    ],
    conversation: {
      language: 'es',
      mustNotSay: [
        "doesn't do watercolor",
        "watercolor isn't",
        'no hace acuarela',
        'no ofrece acuarela',
        'acuarela no es',
      ],
    },
    expect: {
      ready: false,
      fields: {
        language: 'es',
        coverUp: true,
        style: 'Japanese',
        idea: [['koi', 'carpa']],
        placement: { area: 'shoulder blade', side: 'right' },
        size: { cm: [19, 21] },
        budget: { around: 900, currency: 'USD' },
      },
    },
  },
  {
    id: 'fresh-de-iris-takes-no-cover-ups',
    category: 'fresh-2026-11',
    artist: 'iris',
    tags: ['de', 'web', 'cover-up', 'question-back'],
    turns: [
      {
        say: 'Hallo! Ich habe ein altes Tattoo am Knöchel, einen verblassten Delfin 🙈 Kannst du den mit feinen Blumen überdecken?',
        gives: ['idea', 'placement'],
        questions: [
          {
            topic: 'cover-up (Iris takes none)',
            answer: [
              '/(keine?n?|nicht)[^.?!]*(cover|überdeck|abdeck)|(cover|überdeck|abdeck)[^.?!]*(keine?n?|nicht)/iu',
            ],
            about: ['cover', 'überdeck', 'abdeck'],
          },
        ],
      },
    ],
    conversation: { language: 'de' },
    expect: { ready: false, fields: { language: 'de', coverUp: true, placement: { area: 'ankle' } } },
  },
  {
    id: 'fresh-it-tribal-back-policy-unset',
    category: 'fresh-2026-11',
    artist: 'mara',
    tags: ['it', 'dm', 'cover-up', 'question-back'],
    note: 'Mara set no cover-up policy: she confirms it. The new piece is geometric.',
    turns: [
      {
        say: 'ciao mara! ho un vecchio tribale sulla schiena che non sopporto più, vorrei coprirlo con un mandala geometrico bello grande. fai cover up?',
        gives: ['idea', 'style', 'placement', 'size'],
        questions: [{ topic: 'cover-up (unset)', about: ['cover', 'copr'], defer: true }],
        mustNotSay: NOT_ABOUT_THE_OLD_STYLE,
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: false,
      fields: {
        language: 'it',
        coverUp: true,
        style: 'Geometric',
        idea: ['mandala'],
        placement: { area: 'back' },
      },
    },
  },
  {
    id: 'fresh-pt-after-laser-a-portrait-of-my-daughter',
    category: 'fresh-2026-11',
    artist: 'rafa',
    tags: ['pt', 'dm', 'cover-up', 'someone-elses-age', 'question-back'],
    note: 'The daughter of 6 is the subject of the portrait, not a minor client.',
    turns: [
      {
        say: 'oi rafa, fiz 3 sessões de laser num nome no antebraço e ainda aparece um pouco. dá pra cobrir com um retrato realista da minha filha? ela tem 6 anos',
        gives: ['idea', 'style', 'placement'],
        questions: [
          {
            topic: 'can it be covered',
            answer: [
              '/(?<![\\p{L}])sim(?![\\p{L}])/iu',
              'dá pra cobrir',
              'dá para cobrir',
              'faz cobertura',
              'aceita cobertura',
              'consegue cobrir',
              'pode cobrir',
            ],
            about: ['cobr', 'laser'],
          },
        ],
      },
    ],
    conversation: { language: 'pt', minor: 'none', notClientAge: [6] },
    expect: {
      ready: false,
      fields: {
        language: 'pt',
        coverUp: true,
        underAge: false,
        idea: [['filha', 'daughter']],
        placement: { area: 'forearm' },
      },
    },
  },
] satisfies CaseInput[];
