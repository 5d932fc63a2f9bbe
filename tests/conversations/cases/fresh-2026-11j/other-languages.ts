import type { CaseInput } from '../../case-schema.ts';

/**
 * Spanish, Portuguese, French, German and Italian clients: a birth year, "soy mayor de edad" and its kin, a
 * conversation told in fragments, a question about instalments, a placement moved, "200 balles", a credit-card
 * size, a palm size in one German word, a paper size, session length and pain asked beside the facts, and a
 * studio question about something the studio was never asked about (piercings).
 */
export default [
  {
    id: 'fresh-j-es-fragments',
    category: 'fresh-2026-11j',
    artist: 'mara',
    tags: ['es', 'dm', 'fragments'],
    note: 'A conversation told in fragments, each read whatever was asked.',
    turns: [
      { say: 'hola! quiero tatuarme una ballena', gives: ['idea'] },
      { say: 'en la espalda, grande', gives: ['placement', 'size'] },
      { say: 'acuarela, con colores', gives: ['style', 'color'] },
      { say: 'unos 600 euros', gives: ['budget'] },
      { say: 'nací en el 98', gives: ['age'] },
    ],
    conversation: { language: 'es', minor: 'none' },
    expect: {
      ready: true,
      fields: {
        idea: [['ballena', 'whale']],
        style: 'Watercolor',
        placement: { area: ['back', 'espalda'] },
        color: 'color',
        budget: { around: 600, currency: 'EUR' },
        underAge: false,
        language: 'es',
      },
    },
  },
  {
    id: 'fresh-j-es-mayor-de-edad-sesion',
    category: 'fresh-2026-11j',
    artist: 'iris',
    tags: ['es', 'web', 'age-words', 'question-with-facts'],
    note: '"Soy mayor de edad" answers the age; how long the session lasts has a default answer.',
    turns: [
      {
        say: 'Hola Iris, quiero el nombre de mi abuela en letra cursiva en la clavícula, unos 8 cm, en negro. Soy mayor de edad y tengo 200 dólares. ¿Cuánto dura la sesión?',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        questions: [
          {
            topic: 'session length',
            about: ['sesión', 'dura', 'hora'],
            answer: ['/\\bhoras?\\b/i', '/\\bminutos\\b/i'],
          },
        ],
        reply: { notAsks: ['age'] },
      },
    ],
    conversation: { language: 'es', minor: 'none' },
    expect: {
      ready: true,
      fields: {
        placement: { area: ['collarbone', 'clavícula'] },
        size: { cm: [7, 9] },
        color: 'black',
        budget: { around: 200 },
        underAge: false,
        language: 'es',
      },
    },
  },
  {
    id: 'fresh-j-pt-parcelamento',
    category: 'fresh-2026-11j',
    artist: 'mara',
    tags: ['pt', 'dm', 'question-with-facts', 'payment-plan'],
    note: 'A full back phoenix in reais, and a question about paying in instalments that Mara never answered: deferred.',
    turns: [
      {
        say: 'Oi! Queria uma fênix nas costas inteiras, colorida, estilo neo tradicional. Tenho 33 anos e orçamento de R$ 2.500. Vocês parcelam?',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        questions: [{ topic: 'instalments', about: ['parcel', 'pagamento', 'pagar'], defer: true }],
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: true,
      fields: {
        idea: [['fênix', 'fenix', 'phoenix']],
        style: 'Neo-traditional',
        placement: { area: ['back', 'costas'] },
        color: 'color',
        age: 33,
        budget: { around: 2500, currency: 'BRL' },
        language: 'pt',
      },
    },
  },
  {
    id: 'fresh-j-pt-muda-lugar',
    category: 'fresh-2026-11j',
    artist: 'lena',
    tags: ['pt', 'web', 'correction-placement', 'age-words'],
    note: 'The placement moved from the arm to the thigh; "sou maior de idade" answers the age.',
    turns: [
      {
        say: 'Olá! Quero um ramo de oliveira em fine line no braço, uns 12 cm, só preto',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      {
        say: 'pensando melhor, prefiro na coxa. sou maior de idade e posso gastar uns 250 euros',
        gives: ['placement', 'age', 'budget'],
      },
    ],
    conversation: { language: 'pt', minor: 'none' },
    expect: {
      ready: true,
      fields: {
        idea: [['oliveira', 'olive']],
        style: 'Minimalist',
        placement: { area: ['thigh', 'coxa'] },
        size: { cm: [11, 13] },
        color: 'black',
        budget: { around: 250, currency: 'EUR' },
        underAge: false,
        language: 'pt',
      },
    },
  },
  {
    id: 'fresh-j-fr-carte-bancaire-balles',
    category: 'fresh-2026-11j',
    artist: 'noor',
    tags: ['fr', 'dm', 'size-object', 'budget-slang'],
    note: '"La taille d\'une carte bancaire" is a size; "200 balles" is 200 (Noor is in Bristol: the currency is the client\'s words, euros).',
    turns: [
      {
        say: "Salut ! Je voudrais un chat noir old school sur l'omoplate droite, de la taille d'une carte bancaire, en couleur. J'ai 20 ans et j'ai 200 balles.",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      fields: {
        idea: [['chat', 'cat']],
        style: 'Traditional',
        placement: { area: ['shoulder blade', 'omoplate'], side: 'right' },
        size: { cm: [7, 10] },
        color: 'color',
        age: 20,
        budget: { around: 200 },
        language: 'fr',
      },
    },
  },
  {
    id: 'fresh-j-fr-douleur-cotes',
    category: 'fresh-2026-11j',
    artist: 'iris',
    tags: ['fr', 'web', 'question-with-facts', 'pain'],
    note: 'Pain on the ribs has a default answer in French; the facts are taken in the same reply.',
    turns: [
      {
        say: "Bonjour Iris, j'aimerais une petite phrase en script sur les côtes, 10 cm, noire. J'ai 24 ans, budget 180 €. Est-ce que ça fait très mal sur les côtes ?",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        questions: [
          {
            topic: 'pain on the ribs',
            about: ['douleur', 'mal', 'côtes'],
            answer: ['/sensibles?|douloureu|douleur|plus de mal|fait mal/i'],
          },
        ],
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      fields: {
        placement: { area: ['ribs', 'côtes'] },
        size: { cm: [9, 11] },
        color: 'black',
        age: 24,
        budget: { around: 180, currency: 'EUR' },
        language: 'fr',
      },
    },
  },
  {
    id: 'fresh-j-de-handtellergross-dauer',
    category: 'fresh-2026-11j',
    artist: 'rafa',
    tags: ['de', 'dm', 'size-body-part', 'question-with-facts'],
    note: '"Handtellergroß" is palm-sized in one word; "wie lange dauert das" is session length (default answer).',
    turns: [
      {
        say: 'Hi, ich bin 35 und hätte gern einen realistischen Kompass auf dem Unterarm, etwa handtellergroß, schwarz-grau. Budget so 400 bis 500 Euro. Wie lange dauert das ungefähr?',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        questions: [
          {
            topic: 'session length',
            about: ['dauer', 'stunde', 'sitzung'],
            answer: ['/\\bStunden?\\b/i'],
          },
        ],
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['kompass', 'compass']],
        style: 'Realism',
        placement: { area: ['forearm', 'unterarm'] },
        size: { text: ['palm', 'hand'] },
        color: 'black_and_grey',
        age: 35,
        budget: { min: 400, max: 500 },
        language: 'de',
      },
    },
  },
  {
    id: 'fresh-j-de-din-a6-geburtsjahr',
    category: 'fresh-2026-11j',
    artist: 'lena',
    tags: ['de', 'web', 'size-paper', 'age-birth-year'],
    note: '"Etwa DIN A6" is a size; "Jahrgang 1990" is a birth year (36, an adult).',
    turns: [
      {
        say: 'Hallo Lena, ich möchte einen Fuchs im Blackwork-Stil auf der Wade, etwa DIN A6 groß, nur schwarz. Jahrgang 1990, Budget 300 €.',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        reply: { notAsks: ['size', 'age'] },
      },
    ],
    conversation: { language: 'de', minor: 'none' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['fuchs', 'fox']],
        style: 'Blackwork',
        placement: { area: ['calf', 'wade'] },
        size: { text: ['A6'] },
        color: 'black',
        underAge: false,
        budget: { around: 300, currency: 'EUR' },
        language: 'de',
      },
    },
  },
  {
    id: 'fresh-j-it-piercing-costato',
    category: 'fresh-2026-11j',
    artist: 'iris',
    tags: ['it', 'dm', 'question-with-facts', 'unknown-topic'],
    note: 'Script on the ribs ("costato"), and "do you do piercings too?": nothing in Iris\'s data, so deferred, never redirected.',
    turns: [
      {
        say: "Ciao! Vorrei la scritta 'lascia andare' in corsivo sul costato, circa 12 cm, nera. Ho 27 anni, budget 200€. Fate anche piercing?",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        questions: [{ topic: 'piercings', about: ['piercing'], defer: true }],
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: true,
      fields: {
        idea: ['lascia andare'],
        placement: { area: ['ribs', 'costato', 'costole'] },
        size: { cm: [11, 13] },
        color: 'black',
        age: 27,
        budget: { around: 200, currency: 'EUR' },
        language: 'it',
      },
    },
  },
  {
    id: 'fresh-j-it-maggiorenne-mezza-manica',
    category: 'fresh-2026-11j',
    artist: 'rafa',
    tags: ['it', 'web', 'age-words', 'large'],
    note: '"Sono maggiorenne" answers the age; "mezza manica" is a half sleeve.',
    turns: [
      {
        say: 'Buongiorno, vorrei una mezza manica realistica con un leone sul braccio sinistro, in bianco e nero. Sono maggiorenne, budget 900 euro.',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        reply: { notAsks: ['age'] },
      },
    ],
    conversation: { language: 'it', minor: 'none' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['leone', 'lion']],
        style: 'Realism',
        placement: { area: ['arm', 'braccio'], side: 'left' },
        size: { text: ['mezza manica', 'half sleeve', 'half-sleeve'] },
        color: 'black_and_grey',
        underAge: false,
        budget: { around: 900, currency: 'EUR' },
        language: 'it',
      },
    },
  },
  {
    id: 'fresh-j-it-nata-nel-2009',
    category: 'fresh-2026-11j',
    artist: 'mara',
    tags: ['it', 'dm', 'age-birth-year', 'minor'],
    note: '"Sono nata nel 2009": 17 in 2026, under age.',
    turns: [
      {
        say: 'ciao! vorrei una farfalla piccola sulla caviglia, nera. sono nata nel 2009, ho 100 euro',
        gives: ['idea', 'placement', 'size', 'color', 'age', 'budget'],
      },
    ],
    conversation: { language: 'it', minor: 'tattooed' },
    expect: { ready: false, save: 'refused', fields: { underAge: true } },
  },
] satisfies CaseInput[];
