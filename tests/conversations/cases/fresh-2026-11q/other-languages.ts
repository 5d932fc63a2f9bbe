import type { CaseInput } from '../../case-schema.ts';

/**
 * Spanish, Portuguese, French, German and Italian clients, two each: a price asked with a budget range, a size
 * in a coin, a birthday next month, an exam to finish first, a couple's pieces, the studio's days asked with the
 * design, a placement changed with "mieux", an address and a first-timer's nerves, a size corrected with
 * "doch", a client who writes in German after an English start, and an Italian "quanto costa" with a minimum.
 */
export default [
  {
    id: 'fresh-q-es-rango-de-presupuesto',
    category: 'fresh-2026-11q',
    artist: 'rafa',
    tags: ['es', 'dm', 'price', 'budget-range', 'multi-turn'],
    note: "Rafa's minimum (€300) and his consultation (€50) answer the price; the budget range is taken.",
    turns: [
      {
        say: 'buenas! cuánto me costaría un retrato realista de mi perro en el antebrazo? tengo entre 300 y 400 euros',
        gives: ['idea', 'style', 'placement', 'budget'],
        questions: [{ topic: 'price', about: ['precio', 'mínimo', '€', 'cuesta'], answer: ['300', '50'] }],
      },
      { say: 'unos 12 cm, en blanco y negro. tengo 36', gives: ['size', 'color', 'age'] },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: true,
      fields: {
        idea: [['perro', 'dog']],
        placement: { area: 'forearm' },
        size: { cm: [11, 13] },
        budget: { min: 300, max: 400, currency: 'EUR' },
        color: 'black_and_grey',
        age: 36,
      },
    },
  },
  {
    id: 'fresh-q-es-cumple-el-mes-que-viene',
    category: 'fresh-2026-11q',
    artist: 'iris',
    tags: ['es', 'dm', 'minor', 'birthday', 'multi-turn'],
    note: 'Seventeen, eighteen next month: the 18+ rule said kindly, a date after the birthday possible with ID.',
    turns: [
      {
        say: 'hola! tengo 17 pero cumplo 18 el mes que viene, puedo reservar para después? quiero una golondrina pequeña en la muñeca',
        reply: { mustContainAny: ['18'] },
        mustNotSay: ['/ya tengo suficiente/i'],
      },
    ],
    conversation: { language: 'es', minor: 'tattooed' },
    expect: { ready: false, fields: { age: 17, turnsAdultSoon: true } },
  },
  {
    id: 'fresh-q-pt-moeda-e-provas',
    category: 'fresh-2026-11q',
    artist: 'lena',
    tags: ['pt', 'dm', 'size-object', 'timing', 'multi-turn'],
    turns: [
      {
        say: 'oi lena! queria uma estrelinha fine line atrás da orelha, do tamanho de uma moeda',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      { say: 'só depois das minhas provas, tipo em julho', gives: ['timing'] },
      { say: 'preta. tenho 22 anos', gives: ['color', 'age'] },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: true,
      fields: {
        idea: [['estrel', 'star']],
        placement: { area: 'ear' },
        size: { cm: [1.5, 3.5] },
        timing: ['julho', 'july'],
        color: 'black',
        age: 22,
      },
    },
  },
  {
    id: 'fresh-q-pt-casal-dias-da-semana',
    category: 'fresh-2026-11q',
    artist: 'iris',
    tags: ['pt', 'web', 'couple', 'hours', 'multi-turn'],
    note: "Iris's hours (Tue-Sat 11am-7pm) answer whether she works on Saturdays.",
    turns: [
      {
        say: 'olá! eu e meu namorado queremos tatuagens de casal, dois corações pequenos no dedo. vocês atendem no sábado?',
        gives: ['idea', 'placement'],
        questions: [
          { topic: 'saturday', about: ['sábado', 'sab', 'sat', 'horário'], answer: ['/sat|sáb|11/i'] },
        ],
      },
      { say: 'fine line, preto, uns 1,5 cm. temos 25 e 27', gives: ['style', 'color', 'size', 'age'] },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: true,
      fields: {
        idea: [['cora', 'heart']],
        placement: { area: 'fingers' },
        color: 'black',
      },
    },
  },
  {
    id: 'fresh-q-fr-plutot-mollet',
    category: 'fresh-2026-11q',
    artist: 'mara',
    tags: ['fr', 'dm', 'correction', 'multi-turn'],
    turns: [
      {
        say: 'salut ! je voudrais un renard géométrique sur la cuisse, environ 15 cm',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      { say: 'en fait plutôt sur le mollet, ce sera mieux', gives: ['placement'] },
      { say: 'noir uniquement. 27 ans', gives: ['color', 'age'] },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      fields: {
        idea: [['renard', 'fox']],
        style: 'Geometric',
        placement: { area: 'calf' },
        size: { cm: [14, 16] },
        color: 'black',
        age: 27,
      },
    },
  },
  {
    id: 'fresh-q-fr-premier-tatouage-adresse',
    category: 'fresh-2026-11q',
    artist: 'iris',
    tags: ['fr', 'web', 'nerves', 'location', 'multi-turn'],
    note: "The address is in Iris's data; nerves about a first tattoo are met kindly.",
    turns: [
      {
        say: "bonjour, c'est mon premier tatouage et je stresse un peu 😅 vous êtes où exactement ?",
        questions: [{ topic: 'address', about: ['adresse', 'alder', 'portland'], answer: ['412 Alder'] }],
      },
      {
        say: 'une petite libellule en fine line sur la cheville, 5 cm, en noir. j’ai 23 ans',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age'],
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      fields: {
        idea: [['libellule', 'dragonfly']],
        placement: { area: 'ankle' },
        size: { cm: [4, 6] },
        color: 'black',
        age: 23,
      },
    },
  },
  {
    id: 'fresh-q-de-doch-kleiner',
    category: 'fresh-2026-11q',
    artist: 'lena',
    tags: ['de', 'dm', 'size-change', 'multi-turn'],
    turns: [
      {
        say: 'Hi Lena, ich hätte gern einen Mond mit Sternen in Fineline am Unterarm, so 12 cm',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      { say: 'hmm doch lieber kleiner, 8 cm reichen', gives: ['size'], mustNotSay: ['12 cm'] },
      { say: 'schwarz, bin 31', gives: ['color', 'age'] },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: true,
      fields: {
        idea: [['mond', 'moon']],
        placement: { area: 'forearm' },
        size: { cm: [7, 9] },
        color: 'black',
        age: 31,
      },
    },
  },
  {
    id: 'fresh-q-de-wechsel-ins-deutsche',
    category: 'fresh-2026-11q',
    artist: 'mara',
    tags: ['de', 'dm', 'language-switch', 'multi-turn'],
    note: 'An English opening, then the client writes German: the replies follow into German.',
    turns: [
      {
        say: 'hi! dotwork mandala on my upper back',
        gives: ['idea', 'style', 'placement'],
        replyLanguage: 'en',
      },
      {
        say: 'sorry, kann ich auf Deutsch schreiben? Ungefähr 25 cm, nur schwarz, ich bin 34',
        gives: ['size', 'color', 'age'],
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: true,
      fields: {
        idea: ['mandala'],
        style: 'Dotwork',
        placement: { area: 'upper back' },
        size: { cm: [24, 26] },
        color: 'black',
        age: 34,
      },
    },
  },
  {
    id: 'fresh-q-it-quanto-costa-minimo',
    category: 'fresh-2026-11q',
    artist: 'noor',
    tags: ['it', 'dm', 'price', 'multi-turn'],
    note: "Noor's minimum ($120) is the honest answer; nothing else is quoted.",
    turns: [
      {
        say: 'ciao! quanto costa più o meno una rondine tradizionale sul polso?',
        gives: ['idea', 'style', 'placement'],
        questions: [{ topic: 'price', about: ['prezzo', 'minimo', 'costa', '$'], answer: ['120'] }],
      },
      { say: 'piccola, tipo 5 cm, a colori. ho 24 anni', gives: ['size', 'color', 'age'] },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: true,
      fields: {
        idea: [['rondine', 'swallow']],
        style: 'Traditional',
        placement: { area: 'wrist' },
        size: { cm: [4, 6] },
        color: 'color',
        age: 24,
      },
    },
  },
  {
    id: 'fresh-q-it-dopo-la-maturita',
    category: 'fresh-2026-11q',
    artist: 'rafa',
    tags: ['it', 'web', 'timing', 'portrait', 'multi-turn'],
    turns: [
      {
        say: 'ciao Rafa, vorrei il ritratto del mio nonno sulla spalla, in bianco e nero',
        gives: ['idea', 'style', 'placement', 'color'],
      },
      { say: 'dopo la maturità, quindi a luglio. ho 19 anni', gives: ['timing', 'age'] },
      { say: 'sui 15 cm', gives: ['size'] },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: true,
      fields: {
        idea: [['nonno', 'grandfather', 'grandpa']],
        placement: { area: 'shoulder' },
        size: { cm: [14, 16] },
        timing: ['luglio', 'july'],
        color: 'black_and_grey',
        age: 19,
      },
    },
  },
] satisfies CaseInput[];
