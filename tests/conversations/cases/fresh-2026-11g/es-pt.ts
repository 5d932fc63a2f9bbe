import type { CaseInput } from '../../case-schema.ts';

/**
 * Spanish and Portuguese clients: "quinientos pavos" before Christmas, paying by card beside a portrait, phone
 * spelling ("ombro isquierdo", "sentimetros"), half a back with a boyfriend coming along, a client who puts it
 * off after the price; a half sleeve ("meia manga") in reais, a friend along for support, Portuguese mixed with
 * English words and a Pix question, healing time before a wedding, and a birth year said the Brazilian way.
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
    id: 'fresh-g-es-quinientos-pavos-navidad',
    category: 'fresh-2026-11g',
    artist: 'mara',
    tags: ['es', 'dm', 'budget-in-words', 'timing-event', 'complete'],
    note: '"unos quinientos pavos" is about 500 euros; "antes de Navidad" is the timing.',
    turns: [
      {
        say: 'buenas! quiero un lobo geométrico en el antebrazo derecho, unos 15 cm, solo negro. tengo 29 y tengo unos quinientos pavos. si puede ser antes de navidad mejor',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget', 'timing'],
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['lobo'],
        style: 'Geometric',
        placement: { area: 'forearm', side: 'right' },
        size: { cm: [14, 16] },
        color: 'black',
        age: 29,
        budget: { around: 500, currency: 'EUR' },
        timing: ['navidad', 'christmas'],
      },
    },
  },
  {
    id: 'fresh-g-es-retrato-abuelo-tarjeta',
    category: 'fresh-2026-11g',
    artist: 'rafa',
    tags: ['es', 'web', 'question-back', 'payment'],
    note: "Paying by card answered from Rafa's payment answer (tarjeta, efectivo o Bizum), in Spanish, in the reply that takes the portrait.",
    turns: [
      {
        say: 'Hola Rafa, quiero un retrato de mi abuelo en blanco y negro en el gemelo, tipo 18 cm. Tengo 41 años y unos 600€. ¿Se puede pagar con tarjeta?',
        gives: ['idea', 'color', 'placement', 'size', 'age', 'budget'],
        questions: [{ topic: 'pagar con tarjeta', answer: ['tarjeta'], about: ['tarjeta', 'pag'] }],
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['abuelo', 'retrato']],
        color: 'black_and_grey',
        placement: { area: 'calf' },
        size: { cm: [17, 19] },
        age: 41,
        budget: { around: 600, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-g-es-typos-colibri',
    category: 'fresh-2026-11g',
    artist: 'noor',
    tags: ['es', 'dm', 'typos', 'single-style', 'complete'],
    note: 'Phone spelling: "ombro isquierdo" (hombro izquierdo), "sentimetros", "ola". Noor does traditional only, so the piece is traditional.',
    turns: [
      {
        say: 'ola kiero un tatuaje de un colibri en el ombro isquierdo, de unos 10 sentimetros, a color, tengo 25 años y tengo como 250 euros',
        gives: ['idea', 'placement', 'size', 'color', 'age', 'budget'],
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['colibr'],
        style: 'Traditional',
        placement: { area: 'shoulder', side: 'left' },
        size: { cm: [9, 11] },
        color: 'color',
        age: 25,
        budget: { around: 250, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-g-es-media-espalda-novio',
    category: 'fresh-2026-11g',
    artist: 'kai',
    tags: ['es', 'web', 'body-fraction', 'question-back', 'companion', 'waitlist'],
    note: '"que me cubra media espalda" is half the back; the boyfriend may come along (the companion answer), in Spanish.',
    turns: [
      {
        say: 'Hola Kai! Quiero un dragón japonés que me cubra media espalda, a color. Tengo 30 años y un presupuesto de 1500 euros. ¿Puedo ir con mi novio a la sesión?',
        gives: ['idea', 'style', 'size', 'placement', 'color', 'age', 'budget'],
        questions: [
          {
            topic: 'venir con el novio',
            answer: ['/(puedes|pueden|puede)[^.?!]{0,40}(venir|traer|ir|acompañ)/i', 'bienvenid', 'acompañ'],
            about: ['novio', 'acompañ', 'venir', 'persona'],
          },
        ],
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['drag'],
        style: 'Japanese',
        size: { text: ['half', 'media'] },
        placement: { area: 'back' },
        color: 'color',
        age: 30,
        budget: { around: 1500, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-g-es-mejor-lo-dejo',
    category: 'fresh-2026-11g',
    artist: 'iris',
    tags: ['es', 'dm', 'withdraws', 'price-first', 'lettering'],
    note: "The price answered with Iris's minimum (150), then the client puts it off: one kind line in Spanish, no more questions.",
    turns: [
      {
        say: "hola! quiero una frase en letra fina en las costillas, 'todo pasa', pequeñita. cuanto sale mas o menos?",
        asks: 'price',
        gives: ['idea', 'style', 'placement', 'size'],
        questions: [{ topic: 'precio', answer: ['150'], about: ['precio', 'cuesta', 'sale', '$', '€'] }],
      },
      {
        say: 'uf es más de lo que pensaba, mejor lo dejo para más adelante. gracias igual!',
        reply: { notAsks: [...ALL_FIELDS], short: true },
      },
    ],
    conversation: { language: 'es' },
    expect: { ready: false, fields: { idea: ['todo pasa'], placement: { area: 'rib' } } },
  },
  {
    id: 'fresh-g-pt-meia-manga-reais',
    category: 'fresh-2026-11g',
    artist: 'noor',
    tags: ['pt', 'dm', 'body-fraction', 'budget-in-words', 'brl'],
    note: '"meia manga" is a half sleeve; "uns mil e quinhentos reais" is about R$1500.',
    turns: [
      {
        say: 'oii! queria uma meia manga tradicional no braço esquerdo, com um tigre e rosas, colorida. tenho 26 e uns mil e quinhentos reais',
        gives: ['size', 'style', 'placement', 'idea', 'color', 'age', 'budget'],
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        size: { text: ['half', 'meia manga'] },
        style: 'Traditional',
        placement: { area: 'arm', side: 'left' },
        idea: ['tigre'],
        color: 'color',
        age: 26,
        budget: { around: 1500, currency: 'BRL' },
      },
    },
  },
  {
    id: 'fresh-g-pt-levar-amiga',
    category: 'fresh-2026-11g',
    artist: 'mara',
    tags: ['pt', 'web', 'question-back', 'companion', 'complete'],
    note: 'A friend along for support is welcome (the companion answer), said in Portuguese beside the facts.',
    turns: [
      {
        say: 'Oi Mara! Queria um mandala em pontilhismo na costela, uns 12 cm, só preto. Tenho 23 anos e uns 400 reais. Posso levar minha amiga junto pra me dar apoio?',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        questions: [
          {
            topic: 'levar uma amiga',
            answer: ['/(pode|podes)[^.?!]{0,40}(trazer|levar|vir)/i', 'bem-vind', 'acompanh'],
            about: ['amiga', 'levar', 'trazer', 'acompanh', 'junto', 'pessoa'],
          },
        ],
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['mandala'],
        style: 'Dotwork',
        placement: { area: 'rib' },
        size: { cm: [11, 13] },
        color: 'black',
        age: 23,
        budget: { around: 400, currency: 'BRL' },
      },
    },
  },
  {
    id: 'fresh-g-pt-mix-english-pix',
    category: 'fresh-2026-11g',
    artist: 'iris',
    tags: ['pt', 'dm', 'mixed-language', 'question-back', 'payment'],
    note: 'Portuguese with English words ("wrist", "small", "black only"): read, answered in Portuguese; Pix is not in Iris\'s data, so deferred honestly.',
    turns: [
      {
        say: 'oi! quero uma lua fine line no meu wrist, bem small tipo 3cm, black only. tenho 22 anos. vocês aceitam pix?',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age'],
        questions: [{ topic: 'pix', about: ['pix', 'pag'], defer: true }],
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['lua'],
        style: 'Minimalist',
        placement: { area: 'wrist' },
        size: { cm: [2, 4] },
        color: 'black',
        age: 22,
      },
    },
  },
  {
    id: 'fresh-g-pt-antes-do-casamento-cicatrizar',
    category: 'fresh-2026-11g',
    artist: 'lena',
    tags: ['pt', 'web', 'timing-event', 'question-back', 'healing'],
    note: '"antes do meu casamento em abril" is the timing; healing time answered (weeks) in Portuguese.',
    turns: [
      {
        say: 'Olá Lena! Sou brasileira e moro em Berlim. Queria um raminho de eucalipto fine line atrás da orelha, uns 6 cm, preto. Tenho 31 e uns 150 euros. De preferência antes do meu casamento em abril! Quanto tempo demora pra cicatrizar?',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget', 'timing'],
        questions: [
          {
            topic: 'cicatrização',
            answer: ['/\\d+\\s*(a|–|-)\\s*\\d+\\s*semanas/i', '/\\d+\\s*semanas/i'],
            about: ['cicatriz', 'semanas'],
          },
        ],
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['eucalipto'],
        style: 'Minimalist',
        placement: { area: 'ear' },
        size: { cm: [5, 7] },
        color: 'black',
        age: 31,
        budget: { around: 150, currency: 'EUR' },
        timing: ['abril', 'april', 'casamento', 'wedding'],
      },
    },
  },
  {
    id: 'fresh-g-pt-nasci-em-99-polvo',
    category: 'fresh-2026-11g',
    artist: 'mara',
    tags: ['pt', 'dm', 'birth-year', 'adult', 'complete'],
    note: '"nasci em 99" makes the client 26 or 27: an adult, never refused or asked whether 18+.',
    turns: [
      {
        say: 'oi! quero um polvo em pontilhismo no ombro, uns 8cm, preto. nasci em 99 kkkk. orçamento uns 300 reais',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
      },
    ],
    conversation: { language: 'pt', minor: 'none' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        underAge: false,
        idea: ['polvo'],
        style: 'Dotwork',
        placement: { area: 'shoulder' },
        size: { cm: [7, 9] },
        color: 'black',
        budget: { around: 300, currency: 'BRL' },
      },
    },
  },
] satisfies CaseInput[];
