import type { CaseInput } from '../../case-schema.ts';

/**
 * Tattoo messages that look like something else (issue #23: a dog's paw-print ink stamp is a tattoo detail and
 * a reference, not off-topic), numbers inside the idea, references promised but not sent, misspellings, and
 * English clients using Spanish words.
 */
export default [
  {
    id: 'fresh-nose-print-ink-stamp',
    category: 'fresh-2026-11',
    artist: 'mara',
    tags: ['en', 'dm', 'tattoo-not-off-topic', 'question-back'],
    turns: [
      {
        say: "we did an ink stamp of my dog's nose at the vet last week 🐾 could that be turned into a tattoo on my wrist?",
        gives: ['idea', 'placement', 'references'],
        questions: [
          {
            topic: 'can a nose print be a tattoo',
            answer: [
              '/\\b(yes|yep|definitely|absolutely|of course|for sure|totally)\\b/i',
              'lovely idea',
              'beautiful idea',
              'great idea',
              'works really well',
              'turn it into',
            ],
            about: ['stamp', 'nose', 'print'],
          },
        ],
      },
      { say: 'dotwork would be cute. small, like 4cm', gives: ['style', 'size'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        idea: [['nose', 'paw', 'print']],
        placement: { area: 'wrist' },
        style: 'Dotwork',
        size: { cm: [3.5, 4.5] },
        references: true,
      },
    },
  },
  {
    id: 'fresh-kids-drawing-exactly-as-it-is',
    category: 'fresh-2026-11',
    artist: 'iris',
    tags: ['en', 'web', 'tattoo-not-off-topic', 'someone-elses-age', 'false-claim'],
    note: 'She was 5 when she drew it; the photo of the drawing comes tonight, not now.',
    turns: [
      {
        say: "My daughter drew our family as stick figures when she was 5 and I'd love it tattooed exactly like that, wobbly lines and all, on my inner forearm.",
        gives: ['idea', 'placement'],
      },
      { say: "I'll send a photo of the drawing tonight. About 8 cm wide.", gives: ['size', 'references'] },
    ],
    conversation: { language: 'en', minor: 'none', notClientAge: [5] },
    expect: {
      ready: false,
      fields: {
        idea: [['drawing', 'stick', 'family']],
        placement: { area: 'forearm' },
        size: { cm: [7.5, 8.5] },
        underAge: false,
        references: true,
      },
    },
  },
  {
    id: 'fresh-es-coordinates-are-not-a-budget',
    category: 'fresh-2026-11',
    artist: 'mara',
    tags: ['es', 'dm', 'tattoo-not-off-topic'],
    turns: [
      {
        say: 'hola! quiero tatuarme las coordenadas del pueblo de mi padre, 42.8782° N 8.5448° O, en el antebrazo en letra finita',
        gives: ['idea', 'placement'],
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: false,
      fields: {
        language: 'es',
        idea: [['coordenadas', '42.8782']],
        placement: { area: 'forearm' },
        budget: null,
        size: null,
      },
    },
  },
  {
    id: 'fresh-pt-first-heartbeat-from-the-scan',
    category: 'fresh-2026-11',
    artist: 'rafa',
    tags: ['pt', 'dm', 'tattoo-not-off-topic', 'someone-elses-age'],
    note: "The son is the subject (an unborn baby's heartbeat), not a minor client.",
    turns: [
      {
        say: 'oi! quero tatuar a linha do batimento do coração do meu filho no primeiro ultrassom, tenho o print do exame. fica no pulso, pequenininho',
        gives: ['idea', 'placement', 'size', 'references'],
      },
    ],
    conversation: { language: 'pt', minor: 'none' },
    expect: {
      ready: false,
      fields: {
        language: 'pt',
        underAge: false,
        placement: { area: 'wrist' },
        references: true,
        idea: [['batimento', 'heartbeat', 'ultrassom']],
      },
    },
  },
  {
    id: 'fresh-pinterest-board-sent-later',
    category: 'fresh-2026-11',
    artist: 'mara',
    tags: ['en', 'dm', 'false-claim'],
    note: 'The board exists and is promised; nothing is attached, so nothing is thanked for.',
    turns: [
      {
        say: 'ok so i have a whole pinterest board for this lol, will send later! geometric moth on my sternum, about 12cm',
        gives: ['idea', 'style', 'placement', 'size', 'references'],
      },
      { say: "budget's like 450, and yes im over 18 haha", gives: ['budget', 'age'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['moth'],
        style: 'Geometric',
        placement: { area: 'sternum' },
        size: { cm: [11, 13] },
        budget: { around: 450 },
        references: true,
      },
    },
  },
  {
    id: 'fresh-typos-butterfly-shoulder-blade',
    category: 'fresh-2026-11',
    artist: 'mara',
    tags: ['en', 'dm', 'typos', 'false-claim'],
    turns: [
      {
        say: 'hiii want a geomtric butterfy on my sholder blade, around 10cm, blck ink only, budgt 350',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'budget'],
        mustNotSay: ['black and grey', 'black & grey', 'black and gray'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        style: 'Geometric',
        idea: ['butterf'],
        placement: { area: 'shoulder blade' },
        size: { cm: [9, 11] },
        budget: { around: 350 },
      },
    },
  },
  {
    id: 'fresh-it-full-brief-and-card-payment',
    category: 'fresh-2026-11',
    artist: 'rafa',
    tags: ['it', 'web', 'question-back'],
    turns: [
      {
        say: 'Buongiorno Rafa, vorrei un ritratto realistico di mia nonna sulla spalla destra, circa 15 cm, in bianco e nero. Il budget è 500 euro. Accettate il pagamento con carta?',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'budget'],
        questions: [{ topic: 'card payment', about: ['carta', 'pagament', 'card'], defer: true }],
      },
      { say: 'Sì, ho 34 anni.', gives: ['age'] },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        language: 'it',
        idea: [['nonna', 'grandmother', 'grandma']],
        placement: { area: 'shoulder', side: 'right' },
        size: { cm: [14, 16] },
        color: 'black_and_grey',
        budget: { around: 500, currency: 'EUR' },
        age: 34,
      },
    },
  },
  {
    id: 'fresh-en-mi-vida-script',
    category: 'fresh-2026-11',
    artist: 'iris',
    tags: ['en', 'dm', 'language'],
    note: 'An English client quoting Spanish words: the conversation stays in English.',
    turns: [
      {
        say: "hi! i want 'mi vida' in fine line script on my ribs for my husband, about 6cm",
        gives: ['idea', 'style', 'placement', 'size'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        language: 'en',
        idea: ['mi vida'],
        style: 'Minimalist',
        placement: { area: 'rib' },
        size: { cm: [5.5, 6.5] },
      },
    },
  },
  {
    id: 'fresh-en-hola-but-not-spanish',
    category: 'fresh-2026-11',
    artist: 'rafa',
    tags: ['en', 'web', 'language', 'question-back'],
    turns: [
      {
        say: "Hola! (not Spanish lol, just saw you're in Barcelona 😅) I'd love a realistic lemon branch on my forearm, around 15cm",
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: "I'm over in May for a week, any chance then? Budget €450",
        gives: ['timing', 'budget'],
        questions: [
          { topic: 'a date in May', about: ['/\\bMay\\b/', 'calendar', 'date', 'availab'], defer: true },
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        language: 'en',
        idea: ['lemon'],
        style: 'Realism',
        placement: { area: 'forearm' },
        size: { cm: [14, 16] },
        budget: { around: 450, currency: 'EUR' },
        timing: ['may'],
      },
    },
  },
] satisfies CaseInput[];
