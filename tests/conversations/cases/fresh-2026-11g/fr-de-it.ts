import type { CaseInput } from '../../case-schema.ts';

/**
 * French, German and Italian clients: "deux cents balles" before the February holidays, half a back and healing
 * time, a daughter's name in Arabic script, French phone shorthand ("slt jveux", "lavant bras"); a birthday as
 * the timing with a card question, a quarter sleeve with "fünfhundert Euro" and numbing cream, a client who puts
 * it off after the price; a birth date that makes a minor asking for a date after the birthday, a half sleeve and
 * a card question, a placement corrected, and whether the deposit comes back.
 */
const ALL_FIELDS = [
  'idea',
  'style',
  'placement',
  'size',
  'color',
  'budget',
  'references',
  'timing',
  'age',
] as const;

export default [
  {
    id: 'fresh-g-fr-deux-cents-balles-vacances',
    category: 'fresh-2026-11g',
    artist: 'mara',
    tags: ['fr', 'dm', 'budget-in-words', 'timing-event', 'complete'],
    note: '"deux cents balles" is 200 euros; "avant les vacances de février" is the timing.',
    turns: [
      {
        say: "Salut ! je voudrais une rose géométrique sur l'épaule gauche, à peu près 10 cm, noir et gris. J'ai 27 ans, budget deux cents balles. Idéalement avant les vacances de février",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget', 'timing'],
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['rose'],
        style: 'Geometric',
        placement: { area: 'shoulder', side: 'left' },
        size: { cm: [9, 11] },
        color: 'black_and_grey',
        age: 27,
        budget: { around: 200, currency: 'EUR' },
        timing: ['février', 'fevrier', 'february', 'vacances'],
      },
    },
  },
  {
    id: 'fresh-g-fr-moitie-du-dos-cicatrisation',
    category: 'fresh-2026-11g',
    artist: 'lena',
    tags: ['fr', 'web', 'body-fraction', 'question-back', 'healing'],
    note: '"la moitié du dos" is half the back; healing time answered (weeks), in French.',
    turns: [
      {
        say: "Bonjour, je voudrais une grande pièce blackwork sur la moitié du dos, des fougères et des branches. J'ai 35 ans, budget autour de 1200 €. Ça met combien de temps à cicatriser en général ?",
        gives: ['style', 'size', 'placement', 'idea', 'age', 'budget'],
        questions: [
          {
            topic: 'cicatrisation',
            answer: ['/\\d+\\s*(à|-|–)\\s*\\d+\\s*semaines/i', '/\\d+\\s*semaines/i'],
            about: ['cicatris', 'semaines', 'guéri'],
          },
        ],
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        style: 'Blackwork',
        size: { text: ['half', 'moitié'] },
        placement: { area: 'back' },
        idea: [['fougère', 'fougere', 'fern']],
        age: 35,
        budget: { around: 1200, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-g-fr-prenom-arabe',
    category: 'fresh-2026-11g',
    artist: 'iris',
    tags: ['fr', 'web', 'other-script', 'lettering', 'budget-range'],
    note: 'A daughter\'s name in Arabic script (ليلى) is the idea, kept as written; "150-200 €" a range.',
    turns: [
      {
        say: "Coucou Iris, je voudrais le prénom de ma fille en arabe, ليلى, en fine line à l'intérieur du poignet, tout petit, 3 cm. J'ai 29 ans, budget 150-200 €.",
        gives: ['idea', 'style', 'placement', 'size', 'age', 'budget'],
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['ليلى', 'leila', 'layla', 'laila']],
        style: 'Minimalist',
        placement: { area: 'wrist' },
        size: { cm: [2, 4] },
        age: 29,
        budget: { min: 150, max: 200 },
      },
    },
  },
  {
    id: 'fresh-g-fr-sms-hirondelle',
    category: 'fresh-2026-11g',
    artist: 'noor',
    tags: ['fr', 'dm', 'typos', 'shorthand', 'complete'],
    note: 'French phone shorthand: "slt jveux", "tradi", "dune", "lavant bras", "env", "jai 24ans", "180e" (euros).',
    turns: [
      {
        say: 'slt jveux un tatoo tradi dune hirondelle sur lavant bras droit, 8cm env, en couleur. jai 24ans budget 180e',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['hirondelle'],
        style: 'Traditional',
        placement: { area: 'forearm', side: 'right' },
        size: { cm: [7, 9] },
        color: 'color',
        age: 24,
        budget: { around: 180, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-g-de-nach-geburtstag-karte',
    category: 'fresh-2026-11g',
    artist: 'lena',
    tags: ['de', 'dm', 'timing-event', 'question-back', 'payment'],
    note: '"nach meinem Geburtstag Mitte Januar" is the timing (the client is 26: the birthday is no age signal); paying by card is not in Lena\'s data: deferred honestly in German.',
    turns: [
      {
        say: 'Hi Lena! Ich hätte gern einen kleinen Mond mit Sternen im Fineline-Stil am Handgelenk, ca. 4 cm, nur schwarz. Bin 26, Budget so 150 €. Am liebsten nach meinem Geburtstag Mitte Januar. Kann man bei dir mit Karte zahlen?',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget', 'timing'],
        questions: [{ topic: 'mit Karte zahlen', about: ['Karte', 'zahl'], defer: true }],
      },
    ],
    conversation: { language: 'de', minor: 'none' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['mond'],
        style: 'Minimalist',
        placement: { area: 'wrist' },
        size: { cm: [3, 5] },
        color: 'black',
        age: 26,
        budget: { around: 150, currency: 'EUR' },
        timing: ['januar', 'january', 'geburtstag', 'birthday'],
      },
    },
  },
  {
    id: 'fresh-g-de-viertel-sleeve-betaeubung',
    category: 'fresh-2026-11g',
    artist: 'mara',
    tags: ['de', 'web', 'body-fraction', 'budget-in-words', 'question-back', 'numbing-cream'],
    note: 'A quarter sleeve on the upper arm; "fünfhundert Euro" is 500; numbing cream answered from the studio answer, in German.',
    turns: [
      {
        say: 'Servus! Ich will ein geometrisches Muster als Viertel-Sleeve am Oberarm, nur schwarz. Bin 30, Budget so fünfhundert Euro. Darf ich Betäubungscreme benutzen?',
        gives: ['idea', 'style', 'size', 'placement', 'color', 'age', 'budget'],
        questions: [
          {
            topic: 'Betäubungscreme',
            answer: [
              '/(betäubungscreme|creme)[^.?!]{0,80}(okay|ok|in ordnung|geht|darfst|kannst|möglich|erlaubt)/i',
              '/(okay|ok|in ordnung|darfst|kannst|möglich)[^.?!]{0,60}(betäubungscreme|creme)/i',
            ],
            about: ['betäub', 'creme'],
          },
        ],
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['muster', 'pattern', 'geometr']],
        style: 'Geometric',
        size: { text: ['quarter', 'viertel'] },
        placement: { area: ['upper arm', 'arm'] },
        color: 'black',
        age: 30,
        budget: { around: 500, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-g-de-doch-noch-warten',
    category: 'fresh-2026-11g',
    artist: 'lena',
    tags: ['de', 'dm', 'withdraws', 'price-first'],
    note: "The price answered with Lena's minimum (120 €), then the client decides to wait: one kind line in German, no more questions.",
    turns: [
      {
        say: 'Hallo, was würde ein kleiner Anker am Knöchel ungefähr kosten?',
        asks: 'price',
        gives: ['idea', 'placement', 'size'],
        questions: [{ topic: 'Preis', answer: ['120'], about: ['kost', 'Preis', '€'] }],
      },
      {
        say: 'Ok danke. Ich glaub ich warte doch noch, bin mir noch nicht sicher ob ich das wirklich will.',
        reply: { notAsks: [...ALL_FIELDS], short: true },
      },
    ],
    conversation: { language: 'de' },
    expect: { ready: false, fields: { idea: ['anker'], placement: { area: 'ankle' } } },
  },
  {
    id: 'fresh-g-it-nata-2009-dopo-compleanno',
    category: 'fresh-2026-11g',
    artist: 'mara',
    tags: ['it', 'dm', 'birth-date', 'turning-18', 'question-back'],
    note: 'Born on 15 February 2009: 17 now, 18 in February 2027. Not booked today; a date after the birthday offered (with ID), in Italian; nothing saved.',
    turns: [
      {
        say: 'ciao! sono nata il 15 febbraio 2009, posso prenotare per dopo il mio compleanno? vorrei una piccola farfalla geometrica sulla caviglia',
        gives: ['age', 'idea', 'style', 'placement', 'size'],
        questions: [
          {
            topic: 'prenotare dopo il compleanno',
            answer: ['/dopo[^.?!]{0,60}(compleanno|febbraio|18)/i', '/(dal|a|da) (15 )?febbraio/i'],
            about: ['compleanno', 'anni', 'età', 'febbraio', '18'],
          },
        ],
      },
    ],
    conversation: { language: 'it', minor: 'tattooed' },
    expect: { ready: false, save: 'refused', fields: { underAge: true, turnsAdultSoon: true } },
  },
  {
    id: 'fresh-g-it-mezza-manica-carta',
    category: 'fresh-2026-11g',
    artist: 'noor',
    tags: ['it', 'web', 'body-fraction', 'question-back', 'payment'],
    note: '"mezza manica" is a half sleeve; "old school" is traditional; paying by card is not in Noor\'s data: deferred in Italian.',
    turns: [
      {
        say: 'Ciao Noor! vorrei una mezza manica old school sul braccio destro, con una pantera e dei fiori, a colori. ho 32 anni, budget sui 900 euro. accetti la carta?',
        gives: ['size', 'style', 'placement', 'idea', 'color', 'age', 'budget'],
        questions: [{ topic: 'pagare con carta', about: ['carta', 'pag'], defer: true }],
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        size: { text: ['half', 'mezza manica'] },
        style: 'Traditional',
        placement: { area: 'arm', side: 'right' },
        idea: ['pantera'],
        color: 'color',
        age: 32,
        budget: { around: 900, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-g-it-meglio-polpaccio',
    category: 'fresh-2026-11g',
    artist: 'rafa',
    tags: ['it', 'dm', 'correction', 'placement-change'],
    note: 'The cat portrait moves from the forearm to the calf in the second message; nothing else changes.',
    turns: [
      {
        say: "ciao, vorrei il ritratto del mio gatto sull'avambraccio, realistico, bianco e nero, 12 cm. ho 37 anni, budget 400 euro",
        gives: ['idea', 'style', 'placement', 'color', 'size', 'age', 'budget'],
      },
      { say: "scusa, ripensandoci meglio sul polpaccio che sull'avambraccio", gives: ['placement'] },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['gatto', 'ritratto']],
        placement: { area: 'calf' },
        color: 'black_and_grey',
        size: { cm: [11, 13] },
        age: 37,
        budget: { around: 400, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-g-it-caparra-rimborsabile',
    category: 'fresh-2026-11g',
    artist: 'lena',
    tags: ['it', 'web', 'question-back', 'deposit', 'budget-in-words'],
    note: '"duecento euro" is 200; whether the deposit comes back is not in Lena\'s policy (€60 to hold the date): the 60 said or honestly deferred, in Italian.',
    turns: [
      {
        say: 'ciao Lena! vorrei un ramo di ulivo in stile fine line sulla clavicola, 10 cm circa, solo nero. ho 28 anni e un budget di duecento euro. la caparra è rimborsabile se devo spostare?',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        asks: 'deposit',
        questions: [
          {
            topic: 'caparra rimborsabile',
            answer: ['60'],
            about: ['caparra', 'acconto', 'rimbors', 'deposit'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['ulivo'],
        style: 'Minimalist',
        placement: { area: ['collarbone', 'clavicle'] },
        size: { cm: [9, 11] },
        color: 'black',
        age: 28,
        budget: { around: 200, currency: 'EUR' },
      },
    },
  },
] satisfies CaseInput[];
