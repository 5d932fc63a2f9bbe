import type { CaseInput } from '../../case-schema.ts';

/**
 * Spanish, Portuguese, French, German and Italian clients: two dimensions ("10 x 15 cm"), the nape of the neck,
 * ribs on the left side, a budget between two figures, a ceiling ("bis 400 €"), a shoulder blade, an old tribal
 * to cover in German, a plain complete Italian message, and a Spanish client asking whether they can bring a
 * friend.
 */
export default [
  {
    id: 'fresh-h-es-two-dimensions',
    category: 'fresh-2026-11h',
    artist: 'mara',
    tags: ['es', 'dm', 'size-two-dimensions'],
    note: '"unos 10 x 15 cm": the larger side is 15 cm.',
    turns: [
      {
        say: 'hola! me gustaría un mandala de puntillismo en el omóplato derecho, unos 10 x 15 cm, solo negro. tengo 27 años y unos 350 euros',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: true,
      fields: {
        idea: ['mandala'],
        style: 'Dotwork',
        placement: { area: ['shoulder', 'omóplato', 'escápula'], side: 'right' },
        size: { cm: [14, 16] },
        color: 'black',
        age: 27,
        budget: { around: 350, currency: 'EUR' },
        language: 'es',
      },
    },
  },
  {
    id: 'fresh-h-es-nuca-amiga',
    category: 'fresh-2026-11h',
    artist: 'iris',
    tags: ['es', 'web', 'placement-nape', 'question-back', 'companion'],
    note: 'La nuca is the back of the neck; bringing a friend is answered from the studio answer (companion) or deferred, in Spanish.',
    turns: [
      {
        say: 'Hola Iris! Quiero una pequeña luna de línea fina en la nuca, de 4 cm, en negro. Tengo 25 años y mi presupuesto es de 180 dólares. ¿Puedo ir con una amiga?',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        questions: [
          {
            topic: 'bringing a friend',
            answer: [
              '/(puede|puedes|pueden)[^.?!]{0,40}(venir|acompañ|traer)/i',
              '/acompañante/i',
              'bienvenid',
            ],
            about: ['amig', 'acompañ'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: true,
      fields: {
        idea: ['luna'],
        placement: { area: ['neck', 'nuca'] },
        size: { cm: [3, 5] },
        age: 25,
        budget: { around: 180, currency: 'USD' },
        language: 'es',
      },
    },
  },
  {
    id: 'fresh-h-pt-costela-esquerda',
    category: 'fresh-2026-11h',
    artist: 'mara',
    tags: ['pt', 'dm', 'placement-side'],
    note: 'Costela do lado esquerdo: ribs, left side.',
    turns: [
      {
        say: 'oi! queria uma serpente geométrica na costela do lado esquerdo, uns 18 cm, preto e cinza. tenho 31 anos, orçamento de 1500 reais',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: true,
      fields: {
        idea: [['serpente', 'snake', 'cobra']],
        style: 'Geometric',
        placement: { area: ['rib', 'costela'], side: 'left' },
        size: { cm: [17, 19] },
        color: 'black_and_grey',
        age: 31,
        budget: { around: 1500, currency: 'BRL' },
        language: 'pt',
      },
    },
  },
  {
    id: 'fresh-h-fr-entre-deux-chiffres',
    category: 'fresh-2026-11h',
    artist: 'rafa',
    tags: ['fr', 'web', 'budget-range'],
    note: '"entre 300 et 400 euros" is a range; a portrait of a cat in realism on the forearm.',
    turns: [
      {
        say: "Bonjour Rafa, je voudrais un portrait réaliste de mon chat sur l'avant-bras, environ 12 cm, en noir et gris. J'ai 36 ans et mon budget est entre 300 et 400 euros.",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      fields: {
        idea: [['chat', 'cat']],
        placement: { area: ['forearm', 'avant-bras'] },
        size: { cm: [11, 13] },
        color: 'black_and_grey',
        age: 36,
        budget: { min: 300, max: 400, currency: 'EUR' },
        language: 'fr',
      },
    },
  },
  {
    id: 'fresh-h-de-schulterblatt-bis',
    category: 'fresh-2026-11h',
    artist: 'lena',
    tags: ['de', 'dm', 'budget-ceiling', 'placement'],
    note: '"Budget bis 400 €" is a ceiling; das Schulterblatt is the shoulder blade.',
    turns: [
      {
        say: 'Hallo! Ich hätte gern einen kleinen Kranich auf dem linken Schulterblatt, ca. 10 cm, nur schwarz. Ich bin 29, Budget bis 400 €.',
        gives: ['idea', 'placement', 'size', 'color', 'age', 'budget'],
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: false,
      fields: {
        idea: [['kranich', 'crane']],
        placement: { area: ['shoulder', 'schulter'], side: 'left' },
        size: { cm: [9, 11] },
        color: 'black',
        age: 29,
        budget: { max: 400, currency: 'EUR' },
        language: 'de',
      },
    },
  },
  {
    id: 'fresh-h-de-altes-tribal',
    category: 'fresh-2026-11h',
    artist: 'noor',
    tags: ['de', 'web', 'cover-up', 'placement'],
    note: 'An old tribal on the upper arm to cover with a traditional panther: a cover-up; Noor takes them.',
    turns: [
      {
        say: 'Hi Noor, ich habe ein altes Tribal am Oberarm und möchte es mit einem traditionellen Panther überdecken lassen, etwa 15 cm, farbig. Ich bin 44, Budget ungefähr 600 Euro.',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: true,
      fields: {
        coverUp: true,
        idea: ['panther'],
        style: 'Traditional',
        placement: { area: ['arm', 'oberarm'] },
        size: { cm: [14, 16] },
        color: 'color',
        age: 44,
        budget: { around: 600, currency: 'EUR' },
        language: 'de',
      },
    },
  },
  {
    id: 'fresh-h-it-polpaccio-completo',
    category: 'fresh-2026-11h',
    artist: 'mara',
    tags: ['it', 'dm', 'complete'],
    note: 'A plain, complete Italian message: every field read, nothing asked twice.',
    turns: [
      {
        say: 'ciao! vorrei una balena in stile blackwork sul polpaccio destro, circa 12 cm, solo nero. ho 22 anni e un budget di 250 euro',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        reply: { notAsks: ['idea', 'style', 'placement', 'size', 'age', 'budget'] },
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: true,
      fields: {
        idea: [['balena', 'whale']],
        style: 'Blackwork',
        placement: { area: ['calf', 'polpaccio'], side: 'right' },
        size: { cm: [11, 13] },
        color: 'black',
        age: 22,
        budget: { around: 250, currency: 'EUR' },
        language: 'it',
      },
    },
  },
] satisfies CaseInput[];
