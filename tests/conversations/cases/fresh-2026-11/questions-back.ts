import type { CaseInput } from '../../case-schema.ts';

/**
 * A question for the studio inside a message that also gives facts (issue #23: "budget ~300 tbh. do you do
 * touch-ups for free?" takes the budget and answers). Each is answered from the artist's data (artists.ts) or,
 * where the artist set nothing about it, honestly deferred to them; never an invented policy.
 */
export default [
  {
    id: 'fresh-touch-ups-beside-budget',
    category: 'fresh-2026-11',
    artist: 'iris',
    tags: ['en', 'dm', 'question-back'],
    note: 'Iris set no touch-up policy: "Iris will confirm" is right, "touch-ups are free" is invented.',
    turns: [
      {
        say: 'hii!! fine line lavender sprig on my inner wrist, like 6cm 💜',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: "budget's around 250 tbh. do u charge for touch ups??",
        gives: ['budget'],
        questions: [
          { topic: 'touch-ups', about: ['touch-up', 'touch up', 'touchup', 'retouch'], defer: true },
        ],
        mustNotSay: ['/(?<!whether |if )touch[- ]?ups? (are|is) (always )?(free|included)/i'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        idea: ['lavender'],
        style: 'Minimalist',
        placement: { area: 'wrist' },
        size: { cm: [5.5, 6.5] },
        budget: { around: 250 },
      },
    },
  },
  {
    id: 'fresh-healing-before-a-beach-holiday',
    category: 'fresh-2026-11',
    artist: 'mara',
    tags: ['en', 'web', 'question-back', 'false-claim'],
    note: '"Just black" is not black and grey; the healing time is the question (weeks, or an honest "Mara will confirm").',
    turns: [
      {
        say: "Hello! I'd like a dotwork moon with a few ferns around it on my left shin, roughly 15 cm tall.",
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: "Just black, no colour. How long does it take to heal? I'm off to Greece at the end of July and want to swim.",
        gives: ['color'],
        questions: [
          {
            topic: 'healing time',
            answer: ['/\\bweeks?\\b/i', '/\\bmonths?\\b/i'],
            about: ['heal', 'swim', 'sea', 'sun'],
            defer: true,
          },
        ],
        mustNotSay: ['black and grey', 'black & grey', 'black and gray'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        idea: ['moon'],
        style: 'Dotwork',
        placement: { area: ['shin', 'leg'], side: 'left' },
        size: { cm: [14, 16] },
        color: 'black_and_grey',
      },
    },
  },
  {
    id: 'fresh-sessions-for-a-thigh-hannya',
    category: 'fresh-2026-11',
    artist: 'kai',
    tags: ['en', 'web', 'question-back', 'size'],
    turns: [
      {
        say: "Hi Kai, I'm after a Japanese hannya mask covering most of the front of my thigh. Budget is about $1800. Roughly how many sessions would that be, and how long is each one?",
        gives: ['idea', 'style', 'placement', 'size', 'budget'],
        questions: [
          {
            topic: 'sessions and their length',
            answer: [
              '/\\b(one|two|three|four|five|[1-5])\\b[^.?!]{0,20}sessions?/i',
              '/\\b\\d+\\s*(-|–|to)\\s*\\d+\\s*hours?/i',
            ],
            about: ['session', 'hour', 'sitting'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        style: 'Japanese',
        idea: ['hannya'],
        placement: { area: 'thigh' },
        size: { cm: [20, 45], text: ['thigh'] },
        budget: { around: 1800, currency: 'USD' },
      },
    },
  },
  {
    id: 'fresh-numbing-cream-for-ribs',
    category: 'fresh-2026-11',
    artist: 'rafa',
    tags: ['en', 'dm', 'question-back'],
    turns: [
      {
        say: 'hey rafa! realistic portrait of my dog nala on my ribs, about 18cm. heres the pics',
        images: 2,
        gives: ['idea', 'style', 'placement', 'size', 'references'],
      },
      {
        say: 'can i use numbing cream?? ribs scare me lol. budget 600€',
        gives: ['budget'],
        questions: [{ topic: 'numbing cream', about: ['numb', 'cream'], defer: true }],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        idea: [['dog', 'nala']],
        placement: { area: 'rib' },
        size: { cm: [17, 19] },
        budget: { around: 600, currency: 'EUR' },
        references: true,
      },
    },
  },
  {
    id: 'fresh-card-or-cash',
    category: 'fresh-2026-11',
    artist: 'noor',
    tags: ['en', 'dm', 'question-back'],
    turns: [
      {
        say: "yo noor! trad swallow w a little banner saying 'home' on my hand, like 7cm",
        gives: ['idea', 'placement', 'size'],
      },
      {
        say: 'do u take card or is it cash only? can spend about 200',
        gives: ['budget'],
        questions: [{ topic: 'payment methods', about: ['card', 'cash', 'pay'], defer: true }],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        idea: ['swallow'],
        style: 'Traditional',
        placement: { area: 'hand' },
        size: { cm: [6, 8] },
        budget: { around: 200 },
      },
    },
  },
  {
    id: 'fresh-es-parking-near-the-studio',
    category: 'fresh-2026-11',
    artist: 'rafa',
    tags: ['es', 'web', 'question-back'],
    note: 'Parking is a question about the studio, not off-topic; Rafa set no parking details, so he confirms.',
    turns: [
      {
        say: 'Hola Rafa! Quiero un retrato realista de mi abuelo en el gemelo derecho, unos 20 cm. ¿Hay parking cerca del estudio? Vengo en coche desde Girona.',
        gives: ['idea', 'style', 'placement', 'size'],
        questions: [{ topic: 'parking', about: ['parking', 'aparca', 'coche'], defer: true }],
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: false,
      fields: {
        language: 'es',
        idea: ['abuelo'],
        placement: { area: 'calf', side: 'right' },
        size: { cm: [19, 21] },
      },
    },
  },
  {
    id: 'fresh-pt-walk-in-while-passing-through',
    category: 'fresh-2026-11',
    artist: 'iris',
    tags: ['pt', 'dm', 'question-back'],
    note: 'Iris takes walk-ins (artists.ts): a yes, in Portuguese; "until Saturday" is the timing.',
    turns: [
      {
        say: "oi iris! queria uma frase fininha 'respira' na costela, uns 10cm",
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: 'vcs atendem sem hora marcada? to em portland só até sábado. orçamento uns 200 dólares',
        gives: ['budget', 'timing'],
        questions: [
          {
            topic: 'walk-ins',
            answer: [
              'sem hora marcada',
              'sem agendamento',
              'sem marcar',
              'cadeira livre',
              'cadeira vaga',
              'encaixe',
              'atende sem',
              'aceita sem',
            ],
            about: ['hora marcada', 'agend', 'walk', 'marcar'],
          },
        ],
        mustNotSay: [
          '/não (atende|aceita|faz)[^.?!]{0,30}(sem hora|walk)/iu',
          'só com hora marcada',
          'apenas com hora marcada',
        ],
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: false,
      fields: {
        language: 'pt',
        idea: ['respira'],
        placement: { area: 'rib' },
        size: { cm: [9, 11] },
        budget: { around: 200, currency: 'USD' },
        timing: ['sábado', 'sabado', 'saturday'],
      },
    },
  },
  {
    id: 'fresh-fr-deposit-and-photos-tomorrow',
    category: 'fresh-2026-11',
    artist: 'rafa',
    tags: ['fr', 'web', 'question-back', 'false-claim'],
    note: "Rafa's deposit is set (€100); the photos are promised, not sent: no thanks for them yet.",
    turns: [
      {
        say: "Bonjour Rafa, je voudrais un portrait réaliste de mon chat sur l'omoplate gauche, environ 12 cm. Faut-il verser un acompte ?",
        gives: ['idea', 'style', 'placement', 'size'],
        questions: [{ topic: 'deposit', answer: ['100'], about: ['acompte', 'arrhes', 'dépôt', 'deposit'] }],
      },
      {
        say: 'Je vous envoie les photos de lui demain, je ne les ai pas sur ce téléphone.',
        gives: ['references'],
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: false,
      fields: {
        language: 'fr',
        idea: [['chat', 'cat']],
        placement: { area: ['shoulder blade', 'omoplate'], side: 'left' },
        size: { cm: [11, 13] },
        references: true,
      },
    },
  },
  {
    id: 'fresh-de-guest-spot-in-berlin',
    category: 'fresh-2026-11',
    artist: 'mara',
    tags: ['de', 'web', 'question-back', 'size'],
    turns: [
      {
        say: 'Hallo Mara! Kommst du mal für einen Guest Spot nach Berlin? Ich hätte gern ein geometrisches Mandala auf dem Schulterblatt, ungefähr handtellergroß.',
        gives: ['idea', 'style', 'placement', 'size'],
        questions: [{ topic: 'guest spot', about: ['guest', 'gast', 'berlin'], defer: true }],
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: false,
      fields: {
        language: 'de',
        style: 'Geometric',
        idea: ['mandala'],
        placement: { area: ['shoulder blade', 'schulterblatt'] },
        size: { cm: [6, 11], text: ['palm', 'hand'] },
      },
    },
  },
  {
    id: 'fresh-it-flash-or-custom',
    category: 'fresh-2026-11',
    artist: 'noor',
    tags: ['it', 'dm', 'question-back'],
    note: 'Noor does flash and custom (artists.ts).',
    turns: [
      {
        say: 'ciao noor! hai dei flash disponibili o fai solo lavori su misura? vorrei una rondine tradizionale sul polpaccio',
        gives: ['idea', 'style', 'placement'],
        questions: [
          {
            topic: 'flash or custom',
            answer: [
              '/(?<![\\p{L}])sì(?![\\p{L}])/iu',
              'entrambi',
              'sia flash',
              'sia i flash',
              'anche flash',
              'anche i flash',
              'anche su misura',
              'fa flash',
              'fa anche',
            ],
            about: ['flash', 'misura', 'custom'],
          },
        ],
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: false,
      fields: {
        language: 'it',
        idea: [['rondine', 'swallow']],
        style: 'Traditional',
        placement: { area: 'calf' },
      },
    },
  },
  {
    id: 'fresh-es-does-the-sternum-hurt',
    category: 'fresh-2026-11',
    artist: 'mara',
    tags: ['es', 'dm', 'question-back', 'size'],
    note: 'Any receptionist knows the sternum is one of the more sensitive spots: a stock "it varies" is no answer.',
    turns: [
      {
        say: 'holaa mara 🙈 quiero una mariposa geométrica en el esternón, mas o menos del tamaño de mi mano',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: 'duele mucho en el esternón?? es mi primer tatuaje jaja. presupuesto unos 350',
        gives: ['budget'],
        questions: [
          {
            topic: 'pain on the sternum',
            answer: [
              'sensible',
              'doloros',
              'duele más',
              'duele un poco más',
              'hueso',
              'aguant',
              'llevadero',
              'molest',
            ],
            about: ['duel', 'dolor', 'esternón'],
          },
        ],
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: false,
      fields: {
        language: 'es',
        idea: ['mariposa'],
        style: 'Geometric',
        placement: { area: 'sternum' },
        size: { cm: [12, 20], text: ['hand', 'mano'] },
        budget: { around: 350 },
      },
    },
  },
  {
    id: 'fresh-pt-sister-to-hold-my-hand',
    category: 'fresh-2026-11',
    artist: 'rafa',
    tags: ['pt', 'web', 'question-back', 'someone-elses-age'],
    note: "The sister's 30 is hers: a companion is welcome, and the client's age is still unknown.",
    turns: [
      {
        say: 'Olá Rafa! Quero um retrato realista do meu avô no antebraço, uns 15 cm, em preto e cinza. Posso levar minha irmã pra segurar minha mão? Ela tem 30 anos kkk',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
        notIdea: ['irmã'],
        questions: [
          {
            topic: 'bringing someone',
            answer: ['pode levar', 'pode vir', 'bem-vind', 'claro', 'sem problema', 'à vontade'],
            about: ['irmã', 'acompanh', 'levar'],
          },
        ],
      },
    ],
    conversation: { language: 'pt', minor: 'none', notClientAge: [30] },
    expect: {
      ready: false,
      fields: {
        language: 'pt',
        idea: [['avô', 'avo', 'grandfather', 'grandpa']],
        placement: { area: 'forearm' },
        size: { cm: [14, 16] },
        color: 'black_and_grey',
        underAge: false,
      },
    },
  },
] satisfies CaseInput[];
