import type { CaseInput } from '../../case-schema.ts';

/**
 * Spanish, Portuguese, French, German and Italian clients: a lighter, a phone, a pack of cigarettes, a beer mat and
 * a 2-euro coin for a size (the coin's "2 euro" no budget), a birthday as the deadline, psoriasis, eczema, a face
 * tattoo, a living grandfather of 90 honoured (no condolences), a client correcting the reading of her placement, a
 * caesarean scar, a daughter's handwriting, the artist's years of experience, healing before a trip to Japan and
 * before the sea, haggling under the minimum with "old school", cancelling with a deposit the policy says nothing
 * about, emoji as the last message, an allergy to red pigment, and "something meaningful" with no idea.
 */
export default [
  {
    id: 'fresh-l-es-mechero',
    category: 'fresh-2026-11l',
    artist: 'mara',
    tags: ['es', 'dm', 'size-as-object', 'complete'],
    note: '"Del tamaño de un mechero" is about 7-8 cm; "gemelo" is the calf.',
    turns: [
      {
        say: 'holaa, quiero un escorpión geométrico en el gemelo, más o menos del tamaño de un mechero, todo negro. tengo 27 y unos 250 €',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        reply: { notAsks: ['size'] },
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: true,
      fields: {
        idea: [['escorpi', 'scorpion']],
        style: 'Geometric',
        placement: { area: ['calf', 'gemelo', 'pantorrilla'] },
        size: { cm: [5, 10] },
        color: 'black',
        age: 27,
        budget: { around: 250, currency: 'EUR' },
        language: 'es',
      },
    },
  },
  {
    id: 'fresh-l-es-antes-del-cumple',
    category: 'fresh-2026-11l',
    artist: 'mara',
    tags: ['es', 'web', 'deadline', 'style-word', 'numbers-not-age'],
    note: '"Puntillismo" is dotwork; before the birthday on 3 May is the timing, and 3 is no age.',
    turns: [
      {
        say: 'Buenas! Me gustaría un colibrí en puntillismo en el hombro, unos 10 cm, en negro. Lo quiero antes de mi cumple, el 3 de mayo. Tengo 32 y presupuesto de 300 euros.',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'timing', 'age', 'budget'],
      },
    ],
    conversation: { language: 'es', minor: 'none' },
    expect: {
      ready: true,
      fields: {
        idea: [['colibr', 'hummingbird']],
        style: 'Dotwork',
        placement: { area: ['shoulder', 'hombro'] },
        size: { cm: [9, 11] },
        color: 'black',
        timing: ['mayo', 'may'],
        age: 32,
        budget: { around: 300, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-l-es-psoriasis',
    category: 'fresh-2026-11l',
    artist: 'rafa',
    tags: ['es', 'dm', 'medical-question', 'question-with-facts', 'skin'],
    note: 'Psoriasis is for Rafa to judge; "blanco y negro" is black and grey.',
    turns: [
      {
        say: 'hola rafa! tengo psoriasis en los codos y a veces en el brazo, ¿se puede tatuar igual? quiero un retrato realista de mi abuela en el antebrazo, 15 cm, blanco y negro. tengo 41 y 600€',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        questions: [{ topic: 'psoriasis', about: ['psoriasis', 'piel'], defer: true }],
        mustNotSay: ['/sin (ningún )?problema/i', '/es seguro/i'],
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['abuela', 'grandmother']],
        placement: { area: ['forearm', 'antebrazo'] },
        size: { cm: [14, 16] },
        color: 'black_and_grey',
        age: 41,
        budget: { around: 600, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-l-es-en-la-cara',
    category: 'fresh-2026-11l',
    artist: 'mara',
    tags: ['es', 'dm', 'face', 'question-with-facts'],
    note: 'Whether Mara tattoos faces is not in her data: she is asked; the three dots are the idea.',
    turns: [
      {
        say: '¿tatúas en la cara? quiero tres puntitos al lado del ojo, chiquitos. tengo 22',
        gives: ['idea', 'placement', 'age'],
        questions: [{ topic: 'face tattoos', about: ['cara', 'rostro', 'ojo'], defer: true }],
      },
    ],
    conversation: { language: 'es' },
    expect: { ready: false, fields: { idea: [['punt', 'dot']], age: 22 } },
  },
  {
    id: 'fresh-l-pt-avo-vivo',
    category: 'fresh-2026-11l',
    artist: 'rafa',
    tags: ['pt', 'web', 'size-as-object', 'someone-elses-age', 'not-a-loss'],
    note: 'A living grandfather of 90 honoured: no condolences; "do tamanho de um celular" is about 15 cm.',
    turns: [
      {
        say: 'Olá Rafa! Queria um retrato do meu avô, ele fez 90 anos esse mês e quero homenagear ele em vida ❤️ no antebraço, do tamanho de um celular, preto e cinza. Tenho 33 anos e uns 2.000 reais.',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        mustNotSay: ['/sinto muito/i', '/pêsames/i', '/perda/i'],
      },
    ],
    conversation: { language: 'pt', notClientAge: [90] },
    expect: {
      ready: true,
      fields: {
        idea: [['avô', 'avo', 'grandfather']],
        placement: { area: ['forearm', 'antebraço'] },
        size: { cm: [12, 18] },
        color: 'black_and_grey',
        age: 33,
        budget: { around: 2000, currency: 'BRL' },
      },
    },
  },
  {
    id: 'fresh-l-pt-eu-disse-tornozelo',
    category: 'fresh-2026-11l',
    artist: 'iris',
    tags: ['pt', 'dm', 'correction-of-reading'],
    note: 'The client insists on the ankle she already said: the ankle stays, nothing is asked again.',
    turns: [
      {
        say: 'oi! quero uma lua minimalista no tornozelo, 5cm, preta',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      {
        say: 'não não, eu disse tornozelo, não pulso kkk. tenho 21 e 200 reais',
        gives: ['placement', 'age', 'budget'],
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: true,
      fields: {
        idea: [['lua', 'moon']],
        style: 'Minimalist',
        placement: { area: ['ankle', 'tornozelo'] },
        size: { cm: [4, 6] },
        color: 'black',
        age: 21,
        budget: { around: 200, currency: 'BRL' },
      },
    },
  },
  {
    id: 'fresh-l-pt-cicatriz-cesarea',
    category: 'fresh-2026-11l',
    artist: 'lena',
    tags: ['pt', 'web', 'scar', 'question-with-facts'],
    note: 'Tattooing over a caesarean scar is for Lena to judge; the flowers are the brief.',
    turns: [
      {
        say: 'Oi Lena, tenho uma cicatriz de cesárea e queria saber se dá pra tatuar em cima dela (fica bem embaixo da barriga). Pensei num ramo de flores fine line, uns 15 cm, em preto. Tenho 35 anos, orçamento de 250 €.',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        questions: [{ topic: 'tattooing over a scar', about: ['cicatriz', 'cesárea'], defer: true }],
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: true,
      fields: {
        idea: [['flor', 'flower']],
        style: 'Minimalist',
        placement: { area: ['belly', 'stomach', 'abdomen', 'barriga'] },
        size: { cm: [14, 16] },
        color: 'black',
        age: 35,
        budget: { around: 250, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-l-pt-letra-da-filha',
    category: 'fresh-2026-11l',
    artist: 'iris',
    tags: ['pt', 'dm', 'lettering', 'someone-elses-age'],
    note: "A daughter's handwriting: the words are the idea, the girl of 6 is no client.",
    turns: [
      {
        say: "queria a letra da minha filha escrevendo 'te amo mamãe' ❤️ ela tem 6 aninhos. no pulso, tipo 6cm, preto. tenho 30",
        gives: ['idea', 'placement', 'size', 'color', 'age'],
        reply: { notAsks: ['idea'] },
      },
    ],
    conversation: { language: 'pt', minor: 'none', notClientAge: [6] },
    expect: {
      ready: true,
      fields: {
        idea: ['te amo'],
        placement: { area: ['wrist', 'pulso'] },
        size: { cm: [5, 7] },
        color: 'black',
        age: 30,
        underAge: false,
      },
    },
  },
  {
    id: 'fresh-l-fr-paquet-de-clopes',
    category: 'fresh-2026-11l',
    artist: 'mara',
    tags: ['fr', 'dm', 'size-as-object', 'complete'],
    note: '"Grand comme un paquet de clopes" is about 9 cm.',
    turns: [
      {
        say: "slt ! je voudrais un serpent géométrique sur l'avant-bras, à peu près grand comme un paquet de clopes, noir uniquement. j'ai 24 ans et 300 € de budget",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        reply: { notAsks: ['size'] },
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      fields: {
        idea: [['serpent', 'snake']],
        style: 'Geometric',
        placement: { area: ['forearm', 'avant-bras'] },
        size: { cm: [7, 11] },
        color: 'black',
        age: 24,
        budget: { around: 300, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-l-fr-experience',
    category: 'fresh-2026-11l',
    artist: 'mara',
    tags: ['fr', 'web', 'experience', 'question-with-facts'],
    note: "Mara's bio says nine years in the chair: the answer, in French.",
    turns: [
      {
        say: "Bonjour Mara, ça fait combien de temps que vous tatouez ? C'est pour un gros projet : un mandala en dotwork sur le haut du dos, environ 30 cm. J'ai 35 ans, budget 900 €.",
        gives: ['idea', 'style', 'placement', 'size', 'age', 'budget'],
        questions: [
          {
            topic: 'years of experience',
            about: ['ans', 'expérience', 'tatou'],
            answer: ['/\\bneuf\\b|\\b9\\b/i'],
          },
        ],
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      fields: {
        idea: ['mandala'],
        style: 'Dotwork',
        placement: { area: ['upper back', 'back', 'dos'] },
        size: { cm: [28, 32] },
        age: 35,
        budget: { around: 900, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-l-fr-japon-cicatrisation',
    category: 'fresh-2026-11l',
    artist: 'lena',
    tags: ['fr', 'dm', 'healing', 'deadline', 'question-with-facts'],
    note: 'A trip to Japan on 15 April: healing time answered in French (a default answer), the deadline kept.',
    turns: [
      {
        say: "coucou ! je pars au Japon le 15 avril et je veux que ce soit cicatrisé avant 🙏 ça met combien de temps à cicatriser ? une petite branche de cerisier fine line sur l'omoplate, 10 cm, noir. j'ai 28 ans, 200 €",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'timing', 'age', 'budget'],
        questions: [{ topic: 'healing time', about: ['cicatris', 'guéri'], answer: ['/semaines?/i'] }],
      },
    ],
    conversation: { language: 'fr', minor: 'none' },
    expect: {
      ready: true,
      fields: {
        idea: [['cerisier', 'cherry']],
        style: 'Minimalist',
        placement: { area: ['shoulder blade', 'omoplate'] },
        size: { cm: [9, 11] },
        color: 'black',
        timing: ['avril', 'april'],
        age: 28,
        budget: { around: 200, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-l-fr-faire-un-prix',
    category: 'fresh-2026-11l',
    artist: 'noor',
    tags: ['fr', 'dm', 'price', 'haggling', 'minimum', 'style-word'],
    note: '"Old school" is traditional; asked for a deal at 100 €, Noor\'s minimum of 120 is the answer.',
    turns: [
      {
        say: "salut ! un crâne old school avec une rose sur le mollet, 12 cm, en couleurs. j'ai 29 ans",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age'],
      },
      {
        say: "c'est combien à peu près ? tu peux me faire un prix ? j'ai que 100 €",
        gives: ['budget'],
        asks: 'price',
        questions: [{ topic: 'price', about: ['prix', '€', 'minimum', 'tarif'], answer: ['120'] }],
        mustNotSay: ['/100 ?€ (c.est|ça) (bon|ok|parfait)/i'],
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      fields: {
        idea: [['crâne', 'crane', 'skull']],
        style: 'Traditional',
        placement: { area: ['calf', 'mollet'] },
        size: { cm: [11, 13] },
        color: 'color',
        age: 29,
        budget: { around: 100, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-l-de-bierdeckel',
    category: 'fresh-2026-11l',
    artist: 'mara',
    tags: ['de', 'web', 'size-as-object', 'complete'],
    note: '"So groß wie ein Bierdeckel" is about 10 cm.',
    turns: [
      {
        say: 'Hallo Mara! Ich hätte gern einen geometrischen Hirsch auf dem Oberschenkel, ungefähr so groß wie ein Bierdeckel, nur schwarz. Ich bin 31 und hab so 350 € eingeplant.',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        reply: { notAsks: ['size'] },
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: true,
      fields: {
        idea: [['hirsch', 'stag', 'deer']],
        style: 'Geometric',
        placement: { area: ['thigh', 'oberschenkel'] },
        size: { cm: [9, 12] },
        color: 'black',
        age: 31,
        budget: { around: 350, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-l-de-termin-absagen',
    category: 'fresh-2026-11l',
    artist: 'lena',
    tags: ['de', 'dm', 'cancel', 'deposit'],
    note: "Lena's deposit policy says nothing about cancelling: whether the 60 € come back is hers to answer.",
    turns: [
      {
        say: 'Hi Lena, ich muss meinen Termin am Freitag leider absagen 😕 bekomme ich die 60 € Anzahlung zurück oder kann ich sie auf einen neuen Termin mitnehmen?',
        questions: [{ topic: 'deposit on cancelling', about: ['anzahlung', 'zurück', '60'], defer: true }],
        mustNotSay: ['/nicht erstattungsfähig/i', '/verfällt/i'],
      },
    ],
    conversation: { language: 'de' },
    expect: { ready: false },
  },
  {
    id: 'fresh-l-de-neurodermitis',
    category: 'fresh-2026-11l',
    artist: 'rafa',
    tags: ['de', 'dm', 'medical-question', 'question-with-facts', 'skin'],
    note: 'Eczema (Neurodermitis) is for Rafa to judge; the facts are taken.',
    turns: [
      {
        say: 'hey, hab Neurodermitis, grad ist es ruhig. geht ein Tattoo trotzdem? will ein realistisches Auge auf dem Unterarm, ca. 10 cm, schwarz-grau. bin 29, Budget 400 €',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        questions: [{ topic: 'eczema', about: ['neurodermitis', 'haut', 'ekzem'], defer: true }],
        mustNotSay: ['/kein problem/i', '/unbedenklich/i'],
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['auge', 'eye']],
        style: 'Realism',
        placement: { area: ['forearm', 'unterarm'] },
        size: { cm: [9, 11] },
        color: 'black_and_grey',
        age: 29,
        budget: { around: 400, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-l-de-nur-emoji',
    category: 'fresh-2026-11l',
    artist: 'lena',
    tags: ['de', 'dm', 'emoji-only', 'complete'],
    note: 'A complete brief, then only "👍😊": the German conversation stays German, nothing is asked again.',
    turns: [
      {
        say: 'Hi! Ich hätte gern eine kleine Welle im Fineline-Stil am Knöchel, ca. 5 cm, schwarz. Bin 23, Budget 150 €',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
      },
      { say: '👍😊', notIdea: ['👍', '😊'] },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: true,
      fields: {
        idea: [['welle', 'wave']],
        style: 'Minimalist',
        placement: { area: ['ankle', 'knöchel'] },
        size: { cm: [4, 6] },
        color: 'black',
        age: 23,
        budget: { around: 150, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-l-it-moneta-2-euro',
    category: 'fresh-2026-11l',
    artist: 'iris',
    tags: ['it', 'dm', 'size-as-object', 'numbers-not-budget'],
    note: '"Grande come una moneta da 2 euro" is about 2.5 cm; the 2 euro are no budget, 150 is.',
    turns: [
      {
        say: "ciao! vorrei una stellina fine line dietro l'orecchio, grande come una moneta da 2 euro, nera. ho 20 anni e 150 euro",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        reply: { notAsks: ['size', 'budget'] },
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['stell', 'star']],
        style: 'Minimalist',
        placement: { area: ['ear', 'orecchio'] },
        size: { cm: [2, 3.5] },
        color: 'black',
        age: 20,
        budget: { around: 150, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-l-it-allergia-rosso',
    category: 'fresh-2026-11l',
    artist: 'noor',
    tags: ['it', 'web', 'medical-question', 'allergy', 'question-with-facts'],
    note: 'An allergy to red pigment is for Noor to judge; the heart without red is the brief.',
    turns: [
      {
        say: 'Ciao Noor! Sono allergica al pigmento rosso (ho avuto una reazione con un tatuaggio vecchio). Puoi fare un cuore tradizionale senza rosso? Sul polso, 6 cm. Ho 26 anni, budget 150 €.',
        gives: ['idea', 'style', 'placement', 'size', 'age', 'budget'],
        questions: [
          { topic: 'red pigment allergy', about: ['rosso', 'allerg', 'pigment', 'reazione'], defer: true },
        ],
        mustNotSay: ['/nessun problema/i', '/(è )?sicuro al 100/i'],
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: true,
      fields: {
        idea: [['cuore', 'heart']],
        style: 'Traditional',
        placement: { area: ['wrist', 'polso'] },
        size: { cm: [5, 7] },
        age: 26,
        budget: { around: 150, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-l-it-prima-del-mare',
    category: 'fresh-2026-11l',
    artist: 'lena',
    tags: ['it', 'dm', 'healing', 'question-with-facts'],
    note: 'Healing time asked because of the sea in August: answered in Italian from the default answer.',
    turns: [
      {
        say: 'ciao lena! ad agosto vado al mare, quanto ci mette a guarire? vorrei una conchiglia fine line sulla caviglia, 8 cm, nera. ho 27 anni, 180 euro',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        questions: [
          { topic: 'healing time', about: ['guari', 'cicatrizz', 'mare'], answer: ['/settiman/i'] },
        ],
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: true,
      fields: {
        idea: [['conchiglia', 'shell']],
        style: 'Minimalist',
        placement: { area: ['ankle', 'caviglia'] },
        size: { cm: [7, 9] },
        color: 'black',
        age: 27,
        budget: { around: 180, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-l-it-qualcosa-di-significativo',
    category: 'fresh-2026-11l',
    artist: 'mara',
    tags: ['it', 'web', 'unsure', 'no-idea'],
    note: 'Style and area said, no idea at all: nothing recorded as the idea, a few directions offered.',
    turns: [
      {
        say: 'Ciao Mara, vorrei un tatuaggio che abbia un significato per me ma non so proprio cosa 😅 mi piace lo stile geometrico. Sul polpaccio forse. Hai qualche idea?',
        gives: ['style', 'placement'],
        unsure: true,
        notIdea: ['significato', 'non so'],
        reply: { offersOptions: true },
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: false,
      fields: { idea: null, style: 'Geometric', placement: { area: ['calf', 'polpaccio'] } },
    },
  },
] satisfies CaseInput[];
