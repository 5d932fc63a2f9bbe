import type { CaseInput } from '../../case-schema.ts';

/**
 * A field left to the artist ("you decide", "no limit", "not sure yet", "we'll see on the day") is never asked
 * again; sizes said as objects, against the body, in inches, as a range, and a size word about someone else;
 * a correction of one field leaves the others alone; typos in the engine's own vocabulary.
 */
export default [
  {
    id: 'fresh-b-wolf-size-up-to-you-budget-no-limit',
    category: 'fresh-2026-11b',
    artist: 'mara',
    tags: ['en', 'dm', 'deferral'],
    note: 'Size and budget are both left open by the client: each said once, never asked again.',
    turns: [
      { say: 'want a geometric wolf head on my outer thigh 🐺', gives: ['idea', 'style', 'placement'] },
      { say: 'size wise u decide tbh, whatever works best for the design', gives: ['size'] },
      { say: 'budget no limit honestly, i just want it done right', gives: ['budget'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: { idea: ['wolf'], style: 'Geometric', placement: { area: 'thigh' } },
    },
  },
  {
    id: 'fresh-b-lotus-style-i-trust-you',
    category: 'fresh-2026-11b',
    artist: 'mara',
    tags: ['en', 'web', 'deferral'],
    note: 'Style is left to Mara and timing is open: neither asked again; with budget and age the brief is enough to pass on.',
    turns: [
      {
        say: "Hi Mara, I'd love a lotus on the back of my neck, about 6 cm. Style-wise I trust you completely, whatever you think suits it.",
        gives: ['idea', 'placement', 'size', 'style'],
      },
      { say: "Not sure about timing yet, sometime in spring maybe? I'm flexible.", gives: ['timing'] },
      { say: "Budget around £300, and I'm 27.", gives: ['budget', 'age'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['lotus'],
        placement: { area: ['neck', 'nape'] },
        size: { cm: [5.5, 6.5] },
        budget: { around: 300, currency: 'GBP' },
        age: 27,
      },
    },
  },
  {
    id: 'fresh-b-bee-bottle-cap-left-not-right',
    category: 'fresh-2026-11b',
    artist: 'iris',
    tags: ['en', 'dm', 'size', 'correction'],
    note: 'A bottle cap is about 3 cm. The correction changes the side only; idea and size stay.',
    turns: [
      {
        say: 'hiii tiny fine line bee behind my right ear, like the size of a bottle cap 🐝',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: 'omg sorry i meant LEFT ear, the right one has my piercing scar',
        gives: ['placement'],
        mustNotSay: ['/behind (your|the) right ear/i'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        idea: ['bee'],
        style: 'Minimalist',
        placement: { area: 'ear', side: 'left' },
        size: { cm: [2, 4], text: ['bottle cap', 'cap'] },
      },
    },
  },
  {
    id: 'fresh-b-brothers-massive-back-piece',
    category: 'fresh-2026-11b',
    artist: 'noor',
    tags: ['en', 'dm', 'size'],
    note: "The brother's massive back piece is his: the client's piece is small and on the wrist.",
    turns: [
      {
        say: 'my brother got a massive back piece from u last year!! i want something way tinier tho, a trad bee on my wrist',
        gives: ['idea', 'placement', 'size'],
        notIdea: ['brother', 'back piece'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        idea: ['bee'],
        style: 'Traditional',
        placement: { area: 'wrist' },
        size: { text: ['tiny', 'small', 'little'] },
      },
    },
  },
  {
    id: 'fresh-b-typos-geometic-moon-forarm',
    category: 'fresh-2026-11b',
    artist: 'mara',
    tags: ['en', 'dm', 'typos', 'question-back'],
    note: 'Typos in the style, placement and budget; "is it ok for a first tattoo" wants a reassuring word, not a stock line.',
    turns: [
      {
        say: 'hii want a geometic crescent moon on my forarm, realy small like 4cm, budjet about 200. is that ok for a first tattoo lol',
        gives: ['idea', 'style', 'placement', 'size', 'budget'],
        questions: [
          {
            topic: 'a first tattoo',
            answer: [
              'of course',
              'totally fine',
              'no problem',
              'absolutely',
              'perfectly fine',
              'great first',
              'good first',
              'great choice',
              'lovely first',
              'perfect first',
            ],
            about: ['first'],
          },
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        idea: ['moon'],
        style: 'Geometric',
        placement: { area: 'forearm' },
        size: { cm: [3.5, 4.5] },
        budget: { around: 200 },
      },
    },
  },
  {
    id: 'fresh-b-pt-placement-on-the-day',
    category: 'fresh-2026-11b',
    artist: 'iris',
    tags: ['pt', 'dm', 'deferral'],
    note: 'The place is left to the day, with Iris: never asked again.',
    turns: [
      { say: "oi iris! quero a palavra 'calma' em fine line bem delicada", gives: ['idea', 'style'] },
      { say: 'o lugar ainda não sei 😅 prefiro decidir contigo no dia', gives: ['placement'] },
      { say: 'uns 5cm e orçamento de 200 dólares', gives: ['size', 'budget'] },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: false,
      fields: {
        language: 'pt',
        idea: ['calma'],
        style: 'Minimalist',
        size: { cm: [4.5, 5.5] },
        budget: { around: 200, currency: 'USD' },
      },
    },
  },
  {
    id: 'fresh-b-pt-typos-leao-antebraso-pix',
    category: 'fresh-2026-11b',
    artist: 'mara',
    tags: ['pt', 'dm', 'typos', 'question-back'],
    note: 'Typos in the placement and budget; Mara set no payment methods, so Pix is hers to confirm.',
    turns: [
      {
        say: 'eai mara, quero um leao geometrico no antebraso, uns 20 cm. orsamento 1500 reais. aceita pix?',
        gives: ['idea', 'style', 'placement', 'size', 'budget'],
        questions: [{ topic: 'payment methods', about: ['pix', 'pagamento', 'pagar'], defer: true }],
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: false,
      fields: {
        language: 'pt',
        idea: [['leao', 'leão', 'lion']],
        style: 'Geometric',
        placement: { area: 'forearm' },
        size: { cm: [19, 21] },
        budget: { around: 1500, currency: 'BRL' },
      },
    },
  },
  {
    id: 'fresh-b-es-omoplato-typos-and-not-sure',
    category: 'fresh-2026-11b',
    artist: 'mara',
    tags: ['es', 'dm', 'typos', 'deferral'],
    note: '"Geometrico", "omoplato" without accents, "presupusto"; the colour is left to Mara and never asked again.',
    turns: [
      {
        say: 'buenas! quiero un colibri geometrico en el omoplato derecho, unos 12cm, presupusto 300',
        gives: ['idea', 'style', 'placement', 'size', 'budget'],
      },
      { say: 'el color no se la verdad, lo que tu veas mejor', gives: ['color'] },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: false,
      fields: {
        language: 'es',
        idea: [['colibri', 'colibrí', 'hummingbird']],
        style: 'Geometric',
        placement: { area: ['shoulder blade', 'omóplato', 'omoplato'], side: 'right' },
        size: { cm: [11, 13] },
        budget: { around: 300 },
      },
    },
  },
  {
    id: 'fresh-b-fr-full-back-no-limit-sessions',
    category: 'fresh-2026-11b',
    artist: 'kai',
    tags: ['fr', 'web', 'deferral', 'question-back', 'size'],
    note: 'A full back; "pas de limite" leaves the budget open; sessions are a rough count or Kai\'s to confirm.',
    turns: [
      {
        say: "Bonjour Kai, je rêve d'un dos complet japonais : un tigre et des pivoines. Pour le budget, je n'ai pas vraiment de limite. Il faut compter combien de séances ?",
        gives: ['idea', 'style', 'placement', 'size', 'budget'],
        questions: [
          {
            topic: 'number of sessions',
            answer: ['/\\b(\\d+|plusieurs|dizaine|quelques)\\b[^.?!]{0,20}séances?/iu'],
            about: ['séance'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: false,
      fields: {
        language: 'fr',
        idea: [['tigre', 'tiger']],
        style: 'Japanese',
        placement: { area: ['back', 'dos'] },
        size: { text: ['back', 'dos'] },
      },
    },
  },
] satisfies CaseInput[];
