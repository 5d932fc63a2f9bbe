import type { CaseInput } from '../../case-schema.ts';

/**
 * Spanish, Portuguese, French, German and Italian clients: millimetres, a medical question (diabetes), a brother
 * of 16, a size made bigger, reais, healing time asked beside the facts, a mother of 52 and her child, European
 * Portuguese ("gostava", "a cores"), a cat that is "chat", pain on the ribs, a 17-year-old with parents' consent,
 * a placement moved, neo-traditional in German, January appointments, a 15-year-old, "the whole upper arm",
 * paying by card in a language the artist wrote no answer in, a pet lost, and a word to write told in pieces.
 */
export default [
  {
    id: 'fresh-k-es-milimetros',
    category: 'fresh-2026-11k',
    artist: 'noor',
    tags: ['es', 'web', 'size-unit', 'complete'],
    note: '50 mm is 5 cm; euros said with the sign.',
    turns: [
      {
        say: 'Hola! Quiero una golondrina tradicional en la mano, de unos 50 mm, a color. Tengo 26 años y unos 150 €.',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        reply: { notAsks: ['size'] },
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: true,
      fields: {
        idea: [['golondrina', 'swallow']],
        style: 'Traditional',
        placement: { area: ['hand', 'mano'] },
        size: { cm: [4.5, 5.5] },
        color: 'color',
        age: 26,
        budget: { around: 150, currency: 'EUR' },
        language: 'es',
      },
    },
  },
  {
    id: 'fresh-k-es-diabetes',
    category: 'fresh-2026-11k',
    artist: 'lena',
    tags: ['es', 'dm', 'medical-question', 'question-with-facts'],
    note: 'Diabetes: never answered as advice; Lena is asked, the facts are taken.',
    turns: [
      {
        say: 'Soy diabética, ¿puedo tatuarme? Quiero una mariposa fine line en el tobillo, 5 cm, en negro. Tengo 30 años y 120 euros.',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        questions: [{ topic: 'diabetes', about: ['diab', 'médic', 'medic', 'salud'], defer: true }],
        mustNotSay: ['/sin (ningún )?problema/i', '/es seguro/i'],
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: true,
      fields: {
        idea: [['mariposa', 'butterfly']],
        placement: { area: ['ankle', 'tobillo'] },
        size: { cm: [4, 6] },
        color: 'black',
        age: 30,
        budget: { around: 120, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-k-es-hermano-16',
    category: 'fresh-2026-11k',
    artist: 'mara',
    tags: ['es', 'dm', 'someone-elses-age', 'minor'],
    note: 'Asking for a brother of 16: the 18+ rule said kindly, nothing saved.',
    turns: [
      {
        say: 'Hola, pregunto por mi hermano, tiene 16 y quiere un ancla pequeña en el brazo. ¿Se puede?',
        gives: ['idea', 'placement'],
      },
    ],
    conversation: { language: 'es', minor: 'tattooed' },
    expect: { ready: false, save: 'refused', fields: { underAge: true } },
  },
  {
    id: 'fresh-k-es-mas-grande',
    category: 'fresh-2026-11k',
    artist: 'mara',
    tags: ['es', 'dm', 'size-change'],
    note: 'A size changed in the second message replaces the first.',
    turns: [
      {
        say: 'quiero un lobo geométrico en el antebrazo, de 10 cm, solo negro',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      { say: 'mejor más grande, unos 15 cm', gives: ['size'] },
      { say: 'tengo 28 y unos 400 euros', gives: ['age', 'budget'] },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: true,
      fields: {
        idea: [['lobo', 'wolf']],
        style: 'Geometric',
        placement: { area: ['forearm', 'antebrazo'] },
        size: { cm: [14, 16] },
        color: 'black',
        age: 28,
        budget: { around: 400, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-k-pt-reais',
    category: 'fresh-2026-11k',
    artist: 'rafa',
    tags: ['pt', 'dm', 'brl', 'complete'],
    note: 'A Brazilian client with a budget in reais.',
    turns: [
      {
        say: 'Oi! Quero uma onça realista na coxa, uns 20 cm, preto e cinza. Tenho 29 anos e orçamento de 1.500 reais',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: true,
      fields: {
        idea: [['onça', 'jaguar']],
        style: 'Realism',
        placement: { area: ['thigh', 'coxa'] },
        size: { cm: [19, 21] },
        color: 'black_and_grey',
        age: 29,
        budget: { around: 1500, currency: 'BRL' },
      },
    },
  },
  {
    id: 'fresh-k-pt-cicatrizacao',
    category: 'fresh-2026-11k',
    artist: 'iris',
    tags: ['pt', 'web', 'healing', 'question-with-facts'],
    note: 'Healing time asked first, facts after: answered in Portuguese, facts taken.',
    turns: [
      {
        say: 'quanto tempo demora pra cicatrizar? queria uma flor de lótus fineline no pulso, 4cm, preta, tenho 22 e uns 200 dólares',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        questions: [{ topic: 'healing time', about: ['cicatriz'], answer: ['/semanas/i'] }],
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: true,
      fields: {
        idea: [['lótus', 'lotus']],
        placement: { area: ['wrist', 'pulso'] },
        size: { cm: [3, 5] },
        color: 'black',
        age: 22,
        budget: { around: 200 },
      },
    },
  },
  {
    id: 'fresh-k-pt-mae-52',
    category: 'fresh-2026-11k',
    artist: 'iris',
    tags: ['pt', 'dm', 'someone-elses-age', 'matching'],
    note: "A mother of 52 and her child of 25 want matching hearts: 52 is not the client's age, nobody is a minor.",
    turns: [
      {
        say: 'Minha mãe (52 anos) e eu queremos tatuagens iguais, um coraçãozinho fine line no pulso, em preto. Eu tenho 25. Uns 200 dólares as duas',
        gives: ['idea', 'style', 'placement', 'color', 'age', 'budget'],
      },
    ],
    conversation: { language: 'pt', minor: 'none', notClientAge: [52] },
    expect: {
      // Idea, style, placement, budget and colour: a clarity of 72, ready by issue #4's rule, size still open.
      ready: true,
      fields: {
        idea: [['coração', 'heart']],
        placement: { area: ['wrist', 'pulso'] },
        color: 'black',
        age: 25,
        budget: { around: 200 },
      },
    },
  },
  {
    id: 'fresh-k-pt-europeu',
    category: 'fresh-2026-11k',
    artist: 'noor',
    tags: ['pt', 'web', 'european-portuguese', 'complete'],
    note: 'European Portuguese: "gostava de", "a cores".',
    turns: [
      {
        say: 'Olá, gostava de fazer uma andorinha tradicional no ombro, a cores, com uns 10 cm. Tenho 33 anos e um orçamento de 200 €.',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['andorinha', 'swallow']],
        style: 'Traditional',
        placement: { area: ['shoulder', 'ombro'] },
        size: { cm: [9, 11] },
        color: 'color',
        age: 33,
        budget: { around: 200, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-k-fr-chat',
    category: 'fresh-2026-11k',
    artist: 'iris',
    tags: ['fr', 'web', 'complete'],
    note: 'A cat ("chat") is the idea, never a chat; everything else given.',
    turns: [
      {
        say: "Bonjour, je voudrais un petit chat en fine line sur l'avant-bras, environ 7 cm, en noir. J'ai 24 ans et un budget d'environ 180 €.",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['chat', 'cat']],
        placement: { area: ['forearm', 'avant-bras'] },
        size: { cm: [6, 8] },
        color: 'black',
        age: 24,
        budget: { around: 180, currency: 'EUR' },
        language: 'fr',
      },
    },
  },
  {
    id: 'fresh-k-fr-douleur-cotes',
    category: 'fresh-2026-11k',
    artist: 'lena',
    tags: ['fr', 'dm', 'pain', 'question-with-facts', 'lettering'],
    note: 'Pain on the ribs asked beside the facts: answered in French.',
    turns: [
      {
        say: "Est-ce que ça fait mal sur les côtes ? Je pense à une phrase en écriture fine sur les côtes, 15 cm, noir. J'ai 27 ans, 250 €",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        questions: [
          { topic: 'pain', about: ['mal', 'douleur', 'sensible'], answer: ['/sensible|douleur|douloureu/i'] },
        ],
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      fields: {
        placement: { area: ['rib', 'côtes'] },
        size: { cm: [14, 16] },
        color: 'black',
        age: 27,
        budget: { around: 250, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-k-fr-17-accord-parents',
    category: 'fresh-2026-11k',
    artist: 'mara',
    tags: ['fr', 'dm', 'minor', 'parental-consent'],
    note: "17 with the parents' consent is still under 18: told kindly, nothing saved.",
    turns: [
      {
        say: "Salut, j'ai 17 ans, je peux faire une petite étoile sur le poignet avec l'accord de mes parents ?",
        gives: ['idea', 'placement', 'age'],
      },
    ],
    conversation: { language: 'fr', minor: 'tattooed' },
    expect: { ready: false, save: 'refused', fields: { underAge: true } },
  },
  {
    id: 'fresh-k-fr-finalement-cuisse',
    category: 'fresh-2026-11k',
    artist: 'mara',
    tags: ['fr', 'dm', 'placement-change'],
    note: 'A placement moved ("finalement plutôt sur la cuisse") replaces the calf.',
    turns: [
      {
        say: 'un dragon japonais sur le mollet, en couleur, 20 cm',
        gives: ['idea', 'style', 'placement', 'color', 'size'],
      },
      { say: 'finalement plutôt sur la cuisse', gives: ['placement'] },
      { say: "j'ai 31 ans, budget 900 €", gives: ['age', 'budget'] },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      fields: {
        idea: ['dragon'],
        style: 'Japanese',
        placement: { area: ['thigh', 'cuisse'] },
        size: { cm: [19, 21] },
        color: 'color',
        age: 31,
        budget: { around: 900, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-k-de-neo-traditional',
    category: 'fresh-2026-11k',
    artist: 'mara',
    tags: ['de', 'web', 'complete'],
    note: 'Neo-traditional named in a German compound.',
    turns: [
      {
        say: 'Hallo! Ich hätte gern eine Rose im Neo-Traditional-Stil auf dem Unterarm, ca. 12 cm, farbig. Ich bin 29 und mein Budget liegt bei 350 €.',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: true,
      fields: {
        idea: ['rose'],
        style: 'Neo-traditional',
        placement: { area: ['forearm', 'unterarm'] },
        size: { cm: [11, 13] },
        color: 'color',
        age: 29,
        budget: { around: 350, currency: 'EUR' },
        language: 'de',
      },
    },
  },
  {
    id: 'fresh-k-de-termine-januar',
    category: 'fresh-2026-11k',
    artist: 'lena',
    tags: ['de', 'dm', 'availability', 'question-with-facts'],
    note: 'January appointments asked beside a complete brief: answered or deferred in German, facts taken.',
    turns: [
      {
        say: 'Habt ihr im Januar noch Termine frei? Ich möchte einen kleinen Wal in Fineline auf dem Handgelenk, 5 cm, schwarz. Bin 23, Budget 150 €',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        asks: 'availability',
        questions: [{ topic: 'January', about: ['januar', 'termin', 'frei', 'zeit'], defer: true }],
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['wal', 'whale']],
        placement: { area: ['wrist', 'handgelenk'] },
        size: { cm: [4, 6] },
        color: 'black',
        age: 23,
        budget: { around: 150, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-k-de-15',
    category: 'fresh-2026-11k',
    artist: 'noor',
    tags: ['de', 'dm', 'minor'],
    note: 'A 15-year-old: the 18+ rule said kindly in German, nothing saved.',
    turns: [
      {
        say: 'Hi, ich bin 15 und will einen kleinen Stern hinterm Ohr, geht das?',
        gives: ['idea', 'placement', 'age'],
      },
    ],
    conversation: { language: 'de', minor: 'tattooed' },
    expect: { ready: false, save: 'refused', fields: { underAge: true } },
  },
  {
    id: 'fresh-k-de-ganzer-oberarm',
    category: 'fresh-2026-11k',
    artist: 'mara',
    tags: ['de', 'web', 'size-body-part'],
    note: '"Über den ganzen Oberarm" is the placement and the size (a half sleeve).',
    turns: [
      {
        say: 'Ein japanischer Koi über den ganzen Oberarm, bunt. Ich bin 36, Budget so 1200 Euro',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        reply: { notAsks: ['size', 'placement'] },
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: true,
      fields: {
        idea: ['koi'],
        style: 'Japanese',
        placement: { area: ['upper arm', 'oberarm'] },
        size: { text: ['half sleeve', 'half-sleeve', 'oberarm', 'upper arm', 'whole'] },
        color: 'color',
        age: 36,
        budget: { around: 1200, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-k-it-rondine',
    category: 'fresh-2026-11k',
    artist: 'noor',
    tags: ['it', 'web', 'complete'],
    note: 'A complete Italian brief.',
    turns: [
      {
        say: 'Ciao! Vorrei una rondine tradizionale sulla spalla, circa 10 cm, a colori. Ho 27 anni e un budget di 200 euro.',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['rondine', 'swallow']],
        style: 'Traditional',
        placement: { area: ['shoulder', 'spalla'] },
        size: { cm: [9, 11] },
        color: 'color',
        age: 27,
        budget: { around: 200, currency: 'EUR' },
        language: 'it',
      },
    },
  },
  {
    id: 'fresh-k-it-pagare-carta',
    category: 'fresh-2026-11k',
    artist: 'rafa',
    tags: ['it', 'dm', 'payment', 'question-with-facts'],
    note: "Paying by card: Rafa's answer is written in English and Spanish only; the Italian client still gets it, in Italian.",
    turns: [
      {
        say: 'Posso pagare con carta? Vorrei un ritratto realistico di mia nonna sul braccio, 15 cm, bianco e nero. Ho 44 anni, budget 600 euro',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        questions: [{ topic: 'card', about: ['carta', 'pag'], answer: ['/carta|bizum|contanti/i'] }],
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['nonna', 'grandmother', 'ritratto', 'portrait']],
        placement: { area: ['arm', 'braccio'] },
        size: { cm: [14, 16] },
        color: 'black_and_grey',
        age: 44,
        budget: { around: 600, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-k-it-zampa-lutto',
    category: 'fresh-2026-11k',
    artist: 'mara',
    tags: ['it', 'dm', 'grief', 'pet', 'distress'],
    note: 'A pet lost after a hard autumn: warmth first, then the next question, in Italian.',
    turns: [
      {
        say: 'Ciao, scusa se scrivo tanto, abbiamo perso il nostro cane a ottobre ed è stato un periodo difficile. Vorrei la sua zampa sul polso, piccola, in nero.',
        gives: ['idea', 'placement', 'size', 'color'],
        reply: { empathy: true },
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: false,
      fields: { idea: [['zampa', 'paw']], placement: { area: ['wrist', 'polso'] }, color: 'black' },
    },
  },
  {
    id: 'fresh-k-it-scritta-a-pezzi',
    category: 'fresh-2026-11k',
    artist: 'iris',
    tags: ['it', 'dm', 'lettering', 'fragments'],
    note: 'A word to write told first, the rest in fragments.',
    turns: [
      {
        say: "vorrei una scritta 'sempre' sul polso, in corsivo, nero",
        gives: ['idea', 'style', 'placement', 'color'],
      },
      { say: 'piccola, 4 cm', gives: ['size'] },
      { say: 'ho 21 anni', gives: ['age'] },
      { say: 'budget sui 160 euro', gives: ['budget'] },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: true,
      fields: {
        idea: ['sempre'],
        placement: { area: ['wrist', 'polso'] },
        size: { cm: [3, 5] },
        color: 'black',
        age: 21,
        budget: { around: 160, currency: 'EUR' },
      },
    },
  },
] satisfies CaseInput[];
