import type { CaseInput } from '../../case-schema.ts';

/**
 * Reading: a budget typo corrected ("2500" meant 250), a matchbox then "twice that", knee to ankle, a style
 * corrected alone, a post-it, a size corrected from width to height, a thumb, elbow to shoulder, a postcard, a
 * birth year instead of an age, a palm in German, an index finger then a figure; fields left to the artist
 * ("whatever Mara thinks", "flexible", "tú decides", "je te laisse choisir", "sem limite", "non ho un limite")
 * that are never asked again; body places and styles in the client's language and with typos.
 */
export default [
  {
    id: 'fresh-c-budget-typo-2500-meant-250',
    category: 'fresh-2026-11c',
    artist: 'mara',
    tags: ['en', 'dm', 'correction', 'budget'],
    note: 'A budget corrected alone: 250 replaces 2500, nothing else changes.',
    turns: [
      {
        say: 'geometric stag head on my chest, about 15cm, budget 2500',
        gives: ['idea', 'style', 'placement', 'size', 'budget'],
      },
      { say: 'omg typo i meant 250 😭 not 2.5k lol', gives: ['budget'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        idea: ['stag'],
        style: 'Geometric',
        placement: { area: 'chest' },
        size: { cm: [14, 16] },
        budget: { around: 250 },
      },
    },
  },
  {
    id: 'fresh-c-matchbox-then-twice-that',
    category: 'fresh-2026-11c',
    artist: 'mara',
    tags: ['en', 'web', 'size', 'correction'],
    note: 'A matchbox is about 5 cm; "twice that size" is about 10.',
    turns: [
      {
        say: "Hi, I'd like a small dotwork bee on my inner arm, about the size of a matchbox.",
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: 'Thinking about it, could we make it twice that size? I worry the dots would get lost otherwise.',
        gives: ['size'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: { idea: ['bee'], style: 'Dotwork', placement: { area: 'arm' }, size: { cm: [8, 12] } },
    },
  },
  {
    id: 'fresh-c-knee-to-ankle-snake',
    category: 'fresh-2026-11c',
    artist: 'noor',
    tags: ['en', 'dm', 'size', 'colour'],
    note: 'Knee to ankle down the shin is the size (about 30-40 cm); "colour ofc" is colour.',
    turns: [
      {
        say: 'want a trad snake going all the way down my shin 🐍 knee to ankle basically. colour ofc',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        idea: ['snake'],
        style: 'Traditional',
        placement: { area: ['shin', 'leg'] },
        size: { cm: [25, 50], text: ['knee', 'ankle', 'shin', 'full'] },
        color: 'color',
      },
    },
  },
  {
    id: 'fresh-c-size-and-budget-left-to-mara',
    category: 'fresh-2026-11c',
    artist: 'mara',
    tags: ['en', 'web', 'deferral'],
    note: 'Size and budget are left to Mara: neither asked again; with the age the brief is enough to pass on.',
    turns: [
      {
        say: 'Hi! I would love a geometric compass between my shoulder blades.',
        gives: ['idea', 'style', 'placement'],
      },
      { say: 'Honestly no idea about size, whatever Mara thinks works best for it.', gives: ['size'] },
      { say: "Budget is flexible, I'd rather it's done right than cheap.", gives: ['budget'] },
      { say: "I'm 29", gives: ['age'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['compass'],
        style: 'Geometric',
        placement: { area: ['back', 'shoulder blade', 'spine'] },
        age: 29,
      },
    },
  },
  {
    id: 'fresh-c-not-dotwork-geometric',
    category: 'fresh-2026-11c',
    artist: 'mara',
    tags: ['en', 'dm', 'correction', 'style'],
    note: 'The style is corrected alone: the knee and the size stay.',
    turns: [
      { say: 'dotwork mandala on my knee, like 12cm', gives: ['idea', 'style', 'placement', 'size'] },
      { say: 'wait not dotwork sorry, i meant geometric. clean lines, no dots', gives: ['style'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: { idea: ['mandala'], style: 'Geometric', placement: { area: 'knee' }, size: { cm: [11, 13] } },
    },
  },
  {
    id: 'fresh-c-es-posit-clavicula-tu-decides',
    category: 'fresh-2026-11c',
    artist: 'mara',
    tags: ['es', 'dm', 'size', 'deferral'],
    note: 'A post-it is about 7.5 cm. The colour is left to Mara: never asked again.',
    turns: [
      {
        say: 'holaa quiero una golondrina geométrica en la clavícula, del tamaño de un pósit más o menos',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      { say: 'el color me da igual, tú decides 🤷‍♀️', gives: ['color'] },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: false,
      fields: {
        language: 'es',
        idea: [['golondrina', 'swallow']],
        style: 'Geometric',
        placement: { area: 'collarbone' },
        size: { cm: [6, 9] },
      },
    },
  },
  {
    id: 'fresh-c-es-ancho-no-alto',
    category: 'fresh-2026-11c',
    artist: 'rafa',
    tags: ['es', 'web', 'size', 'correction'],
    note: '15 was the width; the height is 20: the largest dimension is 20 cm. Nothing else changes.',
    turns: [
      {
        say: 'Hola, quiero una calavera realista en el antebrazo derecho, unos 15 cm, en negro y gris, presupuesto 450€.',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'budget'],
      },
      { say: 'Perdona, los 15 cm eran de ancho; de alto serían unos 20.', gives: ['size'] },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: false,
      fields: {
        language: 'es',
        idea: [['calavera', 'skull']],
        style: 'Realism',
        placement: { area: 'forearm', side: 'right' },
        size: { cm: [19, 21] },
        color: 'black_and_grey',
        budget: { around: 450, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-c-pt-dedao-sem-limite',
    category: 'fresh-2026-11c',
    artist: 'mara',
    tags: ['pt', 'dm', 'size', 'deferral'],
    note: 'A thumb is about 5-6 cm. "Sem limite" leaves the budget open: never asked again.',
    turns: [
      {
        say: 'oii quero uma lua em pontilhismo no tornozelo, do tamanho do meu dedão 🌙',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      { say: 'orçamento sem limite, quero que fique perfeita', gives: ['budget'] },
      { say: 'tenho 22', gives: ['age'] },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        language: 'pt',
        idea: [['lua', 'moon']],
        style: 'Dotwork',
        placement: { area: 'ankle' },
        size: { cm: [4, 7], text: ['dedão', 'polegar', 'thumb'] },
        age: 22,
      },
    },
  },
  {
    id: 'fresh-c-pt-cotovelo-ate-o-ombro',
    category: 'fresh-2026-11c',
    artist: 'rafa',
    tags: ['pt', 'web', 'size'],
    note: 'From the elbow to the shoulder is the whole upper arm: that is the size.',
    turns: [
      {
        say: 'Olá Rafa! Quero um tigre realista que vá do cotovelo até o ombro, no braço direito. Só preto e cinza. Orçamento uns 1200 euros.',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'budget'],
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: false,
      fields: {
        language: 'pt',
        idea: [['tigre', 'tiger']],
        style: 'Realism',
        placement: { area: ['upper arm', 'arm'], side: 'right' },
        size: { cm: [25, 40], text: ['cotovelo', 'ombro', 'elbow', 'shoulder', 'upper arm'] },
        color: 'black_and_grey',
        budget: { around: 1200, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-c-fr-nuque-je-te-laisse-la-taille',
    category: 'fresh-2026-11c',
    artist: 'mara',
    tags: ['fr', 'dm', 'deferral', 'typo', 'budget'],
    note: '"géometrique" without its accent; the size is left to Mara; "300 balles" is 300 euros.',
    turns: [
      {
        say: "slt mara, j'voudrais un serpent géometrique sur la nuque 🐍",
        gives: ['idea', 'style', 'placement'],
      },
      { say: "la taille je te laisse choisir, t'es la pro", gives: ['size'] },
      { say: 'budget 300 balles max', gives: ['budget'] },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: false,
      fields: {
        language: 'fr',
        idea: [['serpent', 'snake']],
        style: 'Geometric',
        placement: { area: ['neck', 'nape'] },
        budget: { max: 300 },
      },
    },
  },
  {
    id: 'fresh-c-fr-carte-postale-tout-en-un',
    category: 'fresh-2026-11c',
    artist: 'rafa',
    tags: ['fr', 'web', 'size', 'complete'],
    note: 'Everything in one message, the size as a postcard (about 15 cm): ready, and worth booking.',
    turns: [
      {
        say: "Bonjour, je souhaiterais une rose réaliste sur le mollet droit, format carte postale, en noir et gris. Mon budget est de 400 €, et j'ai 38 ans.",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'budget', 'age'],
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        language: 'fr',
        idea: ['rose'],
        style: 'Realism',
        placement: { area: 'calf', side: 'right' },
        size: { cm: [13, 16], text: ['carte postale', 'postcard'] },
        color: 'black_and_grey',
        budget: { around: 400, currency: 'EUR' },
        age: 38,
      },
    },
  },
  {
    id: 'fresh-c-de-jahrgang-95',
    category: 'fresh-2026-11c',
    artist: 'mara',
    tags: ['de', 'dm', 'age', 'complete'],
    note: 'Born in 1995 is 30 or 31: an adult, the age never asked again.',
    turns: [
      {
        say: 'hi mara, bin jahrgang 95 😅 hätte gern nen geometrischen hirsch am unterschenkel, so 20 cm, nur schwarz, budget so 500',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'budget', 'age'],
        mustNotSay: ['/schwarz[- ]?(und[- ]?)?grau/iu', '/black (and|&) gr[ae]y/i'],
      },
    ],
    conversation: { language: 'de', minor: 'none' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        language: 'de',
        underAge: false,
        idea: [['hirsch', 'stag', 'deer']],
        style: 'Geometric',
        placement: { area: ['shin', 'calf', 'lower leg', 'leg'] },
        size: { cm: [19, 21] },
        color: 'black',
        budget: { around: 500 },
      },
    },
  },
  {
    id: 'fresh-c-de-handteller-budget-flexibel',
    category: 'fresh-2026-11c',
    artist: 'iris',
    tags: ['de', 'web', 'size', 'deferral'],
    note: 'Palm-sized, said in German; a flexible budget is not asked again.',
    turns: [
      {
        say: 'Hallo Iris! Ich hätte gern einen feinen Eukalyptuszweig am Rippenbogen, ungefähr handtellergroß.',
        gives: ['idea', 'placement', 'size'],
      },
      { say: 'Beim Budget bin ich flexibel, Hauptsache es wird schön.', gives: ['budget'] },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: false,
      fields: {
        language: 'de',
        idea: [['eukalyptus', 'eucalyptus']],
        placement: { area: 'rib' },
        size: { cm: [7, 11], text: ['palm', 'hand'] },
      },
    },
  },
  {
    id: 'fresh-c-it-indice-poi-12',
    category: 'fresh-2026-11c',
    artist: 'mara',
    tags: ['it', 'dm', 'size', 'correction'],
    note: 'As long as an index finger (about 8 cm), then "a bit longer, 12 cm": the figure wins.',
    turns: [
      {
        say: "ciao! vorrei una freccia geometrica sull'avambraccio, lunga quanto il mio dito indice",
        gives: ['idea', 'style', 'placement', 'size'],
      },
      { say: 'anzi un po più lunga, facciamo 12 cm. budget sui 250', gives: ['size', 'budget'] },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: false,
      fields: {
        language: 'it',
        idea: [['freccia', 'arrow']],
        style: 'Geometric',
        placement: { area: 'forearm' },
        size: { cm: [11.5, 12.5] },
        budget: { around: 250 },
      },
    },
  },
  {
    id: 'fresh-c-it-polpaccio-nessun-limite',
    category: 'fresh-2026-11c',
    artist: 'kai',
    tags: ['it', 'web', 'deferral'],
    note: 'Kai keeps a waitlist. The budget is left open and there is no hurry: neither asked again.',
    turns: [
      {
        say: 'Buonasera Kai, vorrei una carpa koi giapponese su tutto il polpaccio destro, a colori.',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      { say: 'Budget: non ho un limite preciso, conta di più il risultato.', gives: ['budget'] },
      { say: 'Per le date non ho fretta, va bene anche l’anno prossimo.', gives: ['timing'] },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: false,
      fields: {
        language: 'it',
        idea: ['koi'],
        style: 'Japanese',
        placement: { area: 'calf', side: 'right' },
        color: 'color',
      },
    },
  },
] satisfies CaseInput[];
