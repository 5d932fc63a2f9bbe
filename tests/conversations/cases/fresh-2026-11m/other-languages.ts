import type { CaseInput } from '../../case-schema.ts';

/**
 * Spanish, Portuguese, French, German and Italian clients: "do you speak Spanish?" asked in English, eating before
 * the session, a brief sent as a labelled form with the placement "a la altura del corazón", a message meant for a
 * sister, a football club's crest (and "roxo" that is no colour), what to wear for a thigh piece, a girlfriend who
 * will choose the design, a vegan aftercare balm, a knee surgery scar, freckles on pale skin, height and weight beside
 * the size, a quote asked by email, "drei Finger breit", shaving the area, an invoice for a company's gift,
 * "Frakturschrift" (a typeface, no fracture), a word in braille, how far ahead to book, a mirror of a tattoo the
 * client already has, and a colour-blind client leaving the colours to the artist.
 */
export default [
  {
    id: 'fresh-m-es-hablas-espanol',
    category: 'fresh-2026-11m',
    artist: 'rafa',
    tags: ['es', 'dm', 'language-question', 'language-switch'],
    note: 'Asked in English whether the chat speaks Spanish: the answer is yes, in Spanish, and the conversation stays Spanish.',
    turns: [
      {
        say: 'hi!! do you speak spanish? mi inglés es malísimo 😅',
        questions: [
          {
            topic: 'speaks Spanish',
            about: ['español', 'spanish', 'castellano'],
            answer: ['/(?<![\\p{L}])sí(?![\\p{L}])|\\bclaro\\b|por supuesto|sin problema/iu'],
          },
        ],
      },
      {
        say: 'genial!! quiero un retrato realista de mi gato en el antebrazo, unos 12 cm, en blanco y negro. tengo 29 y unos 400 €',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['gato', 'cat']],
        placement: { area: ['forearm', 'antebrazo'] },
        size: { cm: [11, 13] },
        color: 'black_and_grey',
        age: 29,
        budget: { around: 400, currency: 'EUR' },
        language: 'es',
      },
    },
  },
  {
    id: 'fresh-m-es-comer-antes',
    category: 'fresh-2026-11m',
    artist: 'mara',
    tags: ['es', 'dm', 'health', 'question-with-facts'],
    note: "Whether to eat before the session (she nearly fainted last time): nothing in Mara's data says, so she is asked.",
    turns: [
      {
        say: 'oye una pregunta, ¿tengo que comer antes de la sesión? la última vez casi me desmayo 😵 quiero una brújula geométrica en el antebrazo, 14 cm, solo negro. tengo 31 y 350€',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        questions: [
          { topic: 'eating before', about: ['comer', 'comida', 'desmay', 'ayunas', 'estómago'], defer: true },
        ],
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: true,
      fields: {
        idea: [['brújula', 'brujula', 'compass']],
        style: 'Geometric',
        placement: { area: ['forearm', 'antebrazo'] },
        size: { cm: [13, 15] },
        color: 'black',
        age: 31,
        budget: { around: 350, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-m-es-formulario-corazon',
    category: 'fresh-2026-11m',
    artist: 'iris',
    tags: ['es', 'web', 'labelled-form', 'placement-by-landmark', 'complete'],
    note: 'A brief typed as a labelled form; "a la altura del corazón, lado izquierdo" is the left chest, and the "Color:" label is no colour work.',
    turns: [
      {
        say: 'Hola Iris! Te dejo todo:\nIdea: una libélula\nEstilo: línea fina\nZona: a la altura del corazón, lado izquierdo\nTamaño: 6 cm\nColor: negro\nEdad: 26\nPresupuesto: 180 dólares',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        reply: { notAsks: ['placement', 'size', 'color', 'age', 'budget'] },
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['libélula', 'libelula', 'dragonfly']],
        style: 'Minimalist',
        placement: { area: ['chest', 'pecho', 'heart', 'corazón', 'corazon'], side: 'left' },
        size: { cm: [5, 7] },
        color: 'black',
        age: 26,
        budget: { around: 180, currency: 'USD' },
        language: 'es',
      },
    },
  },
  {
    id: 'fresh-m-es-mensaje-equivocado',
    category: 'fresh-2026-11m',
    artist: 'mara',
    tags: ['es', 'dm', 'wrong-chat', 'price'],
    note: 'A message meant for a sister, the apology, then a real price question for something small on the wrist: nothing of the first two is saved, the third is answered (Mara set no minimum: how pricing works, or she is asked).',
    turns: [
      { say: '¿compraste el pan? y dile a papá que hoy llego tarde', junk: true },
      { say: 'JAJAJA perdón, era para mi hermana 🙈🙈', junk: true },
      {
        say: 'pero ya que estoy… ¿cuánto cuesta más o menos uno chiquito en la muñeca?',
        gives: ['placement', 'size'],
        asks: 'price',
        questions: [
          {
            topic: 'price of a small piece',
            about: ['precio', 'cuesta', 'coste', 'tarifa', '€'],
            answer: ['/depende/i'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: false,
      fields: {
        idea: null,
        placement: { area: ['wrist', 'muñeca'] },
        size: { cm: [1, 6], text: ['chiquit', 'pequeñ', 'small', 'tiny', 'mini'] },
        language: 'es',
      },
    },
  },
  {
    id: 'fresh-m-pt-escudo-do-time',
    category: 'fresh-2026-11m',
    artist: 'noor',
    tags: ['pt', 'dm', 'looks-off-topic', 'complete'],
    note: 'A football club\'s crest is a tattoo, never small talk; "corinthiano roxo" means a die-hard fan, not purple ink.',
    turns: [
      {
        say: 'eae noor! sou corinthiano roxo kkkk quero tatuar o escudo do timão no peito, estilo tradicional, colorido, uns 10cm. tenho 25 e uns 600 reais',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        mustNotSay: ['/(tinta|cor|cores|tons?) roxa?s?\\b/i', '/\\bem roxo\\b/i'],
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: true,
      fields: {
        idea: [['escudo', 'corinthians', 'timão', 'timao', 'crest']],
        style: 'Traditional',
        placement: { area: ['chest', 'peito'] },
        size: { cm: [9, 11] },
        color: 'color',
        age: 25,
        budget: { around: 600, currency: 'BRL' },
        language: 'pt',
      },
    },
  },
  {
    id: 'fresh-m-pt-que-roupa-levar',
    category: 'fresh-2026-11m',
    artist: 'lena',
    tags: ['pt', 'web', 'what-to-wear', 'question-with-facts'],
    note: "What to wear for a thigh piece: nothing in Lena's data says, so she is asked beside the brief.",
    turns: [
      {
        say: 'Oi Lena! Que roupa eu levo pra tatuar a coxa? Vou de short? 😅 Quero um dente-de-leão fine line na coxa, uns 15 cm, preto. Tenho 27 anos, orçamento de 200 euros.',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        questions: [
          { topic: 'what to wear', about: ['roupa', 'short', 'vestir', 'usar', 'levar'], defer: true },
        ],
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['dente-de-leão', 'dente de leão', 'dente-de-leao', 'dandelion']],
        style: 'Minimalist',
        placement: { area: ['thigh', 'coxa'] },
        size: { cm: [14, 16] },
        color: 'black',
        age: 27,
        budget: { around: 200, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-m-pt-namorada-escolhe',
    category: 'fresh-2026-11m',
    artist: 'mara',
    tags: ['pt', 'dm', 'design-by-someone-else', 'no-idea'],
    note: 'The girlfriend will choose the design as a surprise: no design is known or invented, the rest is taken.',
    turns: [
      {
        say: 'oii! minha namorada vai escolher o desenho, vai ser surpresa pra mim kkkk eu só sei que vai ser no antebraço, tipo 12cm, só preto. tenho 30 anos',
        gives: ['placement', 'size', 'color', 'age'],
        notIdea: ['surpresa', 'namorada'],
        reply: { notAsks: ['placement', 'size', 'color', 'age'] },
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: false,
      fields: {
        idea: null,
        placement: { area: ['forearm', 'antebraço'] },
        size: { cm: [11, 13] },
        color: 'black',
        age: 30,
        language: 'pt',
      },
    },
  },
  {
    id: 'fresh-m-pt-pomada-vegana',
    category: 'fresh-2026-11m',
    artist: 'iris',
    tags: ['pt', 'web', 'aftercare', 'vegan', 'question-with-facts'],
    note: "A vegan aftercare balm: which product is Iris's to recommend; no product is called vegan on her behalf.",
    turns: [
      {
        say: 'Oi Iris! Sou vegana, tem alguma pomada pros cuidados depois que não tenha nada de origem animal? Quero uma borboleta fine line na nuca, 4 cm, preta. Tenho 22 anos, orçamento 170 dólares.',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        questions: [
          {
            topic: 'vegan aftercare balm',
            about: ['vegan', 'pomada', 'origem animal', 'cuidado'],
            defer: true,
          },
        ],
        mustNotSay: ['/(?<!(se|saber)[^.?!]{0,30})\\b(pomada|creme)[^.?!]{0,30}\\s(é|são) vegan/i'],
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['borboleta', 'butterfly']],
        style: 'Minimalist',
        placement: { area: ['nape', 'nuca', 'neck'] },
        size: { cm: [3, 5] },
        color: 'black',
        age: 22,
        budget: { around: 170, currency: 'USD' },
      },
    },
  },
  {
    id: 'fresh-m-fr-cicatrice-genou',
    category: 'fresh-2026-11m',
    artist: 'rafa',
    tags: ['fr', 'web', 'scar', 'surgery', 'medical-question', 'question-with-facts'],
    note: 'A knee surgery scar from 8 months ago: whether it has healed enough to tattoo is Rafa\'s call, never claimed; "8 mois" is no age.',
    turns: [
      {
        say: "Bonjour Rafa ! J'ai une cicatrice d'opération au genou (ligaments croisés, opérée il y a 8 mois). J'aimerais un serpent réaliste qui suit la cicatrice, environ 20 cm, noir et gris. Est-ce que c'est assez cicatrisé pour tatouer dessus ? J'ai 31 ans, budget 500 €.",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        questions: [
          {
            topic: 'tattooing a recent surgery scar',
            about: ['cicatri', 'opér', 'genou', 'mois'],
            defer: true,
          },
        ],
        mustNotSay: ['/(?<!(si|savoir)[^.?!]{0,30})\\b(c.est|elle est) (assez|suffisamment|bien) cicatris/i'],
      },
    ],
    conversation: { language: 'fr', minor: 'none' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['serpent', 'snake']],
        style: 'Realism',
        placement: { area: ['knee', 'genou', 'leg'] },
        size: { cm: [19, 21] },
        color: 'black_and_grey',
        age: 31,
        budget: { around: 500, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-m-fr-taches-de-rousseur',
    category: 'fresh-2026-11m',
    artist: 'noor',
    tags: ['fr', 'dm', 'skin', 'freckles', 'question-with-facts'],
    note: 'Freckles on very pale skin: whether they are a problem is for Noor to judge; "old school" is traditional.',
    turns: [
      {
        say: "coucou ! j'ai la peau super claire avec plein de taches de rousseur sur les épaules, ça pose problème pour tatouer par-dessus ? je voudrais un aigle old school sur l'épaule, 12 cm, en couleurs. 24 ans, 150 £",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        questions: [{ topic: 'freckles', about: ['rousseur', 'peau', 'taches'], defer: true }],
        mustNotSay: ['/(?<!si[^.?!]{0,30})\\b(aucun|pas de) (problème|souci)/i'],
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['aigle', 'eagle']],
        style: 'Traditional',
        placement: { area: ['shoulder', 'épaule'] },
        size: { cm: [11, 13] },
        color: 'color',
        age: 24,
        budget: { around: 150, currency: 'GBP' },
      },
    },
  },
  {
    id: 'fresh-m-fr-taille-et-poids',
    category: 'fresh-2026-11m',
    artist: 'mara',
    tags: ['fr', 'web', 'body-measures', 'numbers-not-size', 'question-with-facts'],
    note: "1m58 and 50 kg are the client, not the piece (20 cm) nor a budget (450 €); whether 20 cm suits her forearm is Mara's advice.",
    turns: [
      {
        say: "Bonjour ! Je fais 1m58 pour 50 kg, est-ce qu'un mandala de 20 cm sur l'avant-bras ce ne sera pas trop grand pour moi ? En dotwork, noir. J'ai 26 ans, budget 450 €.",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        questions: [
          {
            topic: 'is 20 cm too big',
            about: ['grand', 'taille', 'proportion', 'gabarit', 'avant-bras'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'fr', minor: 'none', notClientAge: [50, 58] },
    expect: {
      ready: true,
      fields: {
        idea: ['mandala'],
        style: 'Dotwork',
        placement: { area: ['forearm', 'avant-bras'] },
        size: { cm: [19, 21] },
        color: 'black',
        age: 26,
        budget: { around: 450, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-m-fr-devis-par-mail',
    category: 'fresh-2026-11m',
    artist: 'lena',
    tags: ['fr', 'dm', 'quote-by-email', 'contact', 'price'],
    note: "A quote asked by email, with the address: the contact is never asked again; Lena's minimum (120) or her own quote to come is the answer.",
    turns: [
      {
        say: "salut Lena, tu peux m'envoyer un devis par mail ? camille.r@example.com 🙏 c'est pour une petite branche de mimosa en fine line sur la cheville, 7 cm, noir. j'ai 29 ans",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'contact'],
        asks: 'price',
        questions: [
          {
            topic: 'a quote by email',
            about: ['devis', 'prix', 'tarif', 'mail', '€'],
            answer: ['120'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      replies: { notAsks: ['contact'] },
      fields: {
        idea: ['mimosa'],
        style: 'Minimalist',
        placement: { area: ['ankle', 'cheville'] },
        size: { cm: [6, 8] },
        color: 'black',
        age: 29,
      },
    },
  },
  {
    id: 'fresh-m-de-drei-finger-breit',
    category: 'fresh-2026-11m',
    artist: 'mara',
    tags: ['de', 'dm', 'size-in-fingers', 'complete'],
    note: '"So drei Finger breit" is about 5 cm.',
    turns: [
      {
        say: 'hey mara, hätte gern ne geometrische Eule am Handgelenk, so drei Finger breit, nur schwarz. bin 28, Budget 250 €',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        reply: { notAsks: ['size'] },
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: true,
      fields: {
        idea: [['eule', 'owl']],
        style: 'Geometric',
        placement: { area: ['wrist', 'handgelenk'] },
        size: { cm: [4, 7] },
        color: 'black',
        age: 28,
        budget: { around: 250, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-m-de-vorher-rasieren',
    category: 'fresh-2026-11m',
    artist: 'lena',
    tags: ['de', 'web', 'preparation', 'question-with-facts'],
    note: "Whether to shave the area beforehand: nothing in Lena's data says, so she is asked.",
    turns: [
      {
        say: 'Hallo Lena! Muss ich die Stelle vorher rasieren oder machst du das? Es geht um einen Fineline-Mond mit kleinen Sternen am Unterschenkel, ca. 12 cm, schwarz. Ich bin 33, Budget 220 €.',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        questions: [{ topic: 'shaving beforehand', about: ['rasier', 'haare', 'stelle'], defer: true }],
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['mond', 'moon']],
        style: 'Minimalist',
        placement: { area: ['lower leg', 'shin', 'calf', 'unterschenkel', 'leg'] },
        size: { cm: [11, 13] },
        color: 'black',
        age: 33,
        budget: { around: 220, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-m-de-rechnung-firma',
    category: 'fresh-2026-11m',
    artist: 'rafa',
    tags: ['de', 'web', 'invoice', 'numbers-not-age', 'question-with-facts'],
    note: 'An invoice for a gift from the client\'s company: Rafa\'s to answer; the "10-jährige" anniversary is no age.',
    turns: [
      {
        say: 'Hallo Rafa, kann ich eine Rechnung bekommen? Das Tattoo schenkt mir meine Firma zum 10-jährigen Jubiläum 😄 Ich hätte gern ein realistisches Porträt von meinem Hund auf der Wade, ca. 15 cm, schwarz-grau. Ich bin 45, Budget 700 €.',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        questions: [{ topic: 'an invoice', about: ['rechnung', 'quittung', 'beleg', 'firma'], defer: true }],
      },
    ],
    conversation: { language: 'de', minor: 'none', notClientAge: [10] },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['hund', 'dog']],
        placement: { area: ['calf', 'wade'] },
        size: { cm: [14, 16] },
        color: 'black_and_grey',
        age: 45,
        budget: { around: 700, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-m-de-frakturschrift',
    category: 'fresh-2026-11m',
    artist: 'iris',
    tags: ['de', 'dm', 'lettering', 'typeface'],
    note: '"Frakturschrift" is a blackletter typeface, not a bone fracture: the mother\'s name is the words, the brief is complete, and nothing says she died.',
    turns: [
      {
        say: 'Hey Iris, ich hätte gern den Namen meiner Mutter, „Hildegard“, in Frakturschrift auf dem Unterarm, ca. 10 cm lang, schwarz. Bin 36, Budget 200 $',
        gives: ['idea', 'placement', 'size', 'color', 'age', 'budget'],
        reply: { notAsks: ['idea'] },
        mustNotSay: ['/knochen|verletzung|gebrochen/i'],
      },
    ],
    // Nothing says the mother died: no condolences.
    conversation: { language: 'de', mustNotSay: ['/beileid|tut mir (so |sehr )?leid/i'] },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['hildegard'],
        placement: { area: ['forearm', 'unterarm'] },
        size: { cm: [9, 11] },
        color: 'black',
        age: 36,
        budget: { around: 200, currency: 'USD' },
      },
    },
  },
  {
    id: 'fresh-m-it-braille',
    category: 'fresh-2026-11m',
    artist: 'mara',
    tags: ['it', 'dm', 'lettering', 'braille'],
    note: 'A word in braille, dots only: "coraggio" is the words, dotwork the style.',
    turns: [
      {
        say: "ciao mara! vorrei la parola 'coraggio' scritta in braille, solo i puntini, in dotwork sul polso interno, lunga tipo 4 cm, nera. ho 27 anni e 200 euro",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: true,
      fields: {
        idea: [['coraggio', 'braille']],
        style: 'Dotwork',
        placement: { area: ['wrist', 'polso'] },
        size: { cm: [3, 5] },
        color: 'black',
        age: 27,
        budget: { around: 200, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-m-it-con-quanto-anticipo',
    category: 'fresh-2026-11m',
    artist: 'iris',
    tags: ['it', 'web', 'lead-time', 'question-with-facts'],
    note: "How far ahead to book: Iris's calendar is not in her data; her booking page, or she is asked.",
    turns: [
      {
        say: 'Ciao Iris! Con quanto anticipo devo prenotare? Vorrei un ramo di glicine fine line sul fianco, circa 10 cm, nero. Ho 30 anni, budget 200 dollari.',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        asks: 'availability',
        questions: [
          {
            topic: 'how far ahead to book',
            about: ['anticipo', 'prenot', 'settiman', 'mesi', 'disponibil'],
            answer: ['example.com/book/iris'],
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
        idea: [['glicine', 'wisteria']],
        style: 'Minimalist',
        placement: { area: ['hip', 'fianco', 'flank', 'side'] },
        size: { cm: [9, 11] },
        color: 'black',
        age: 30,
        budget: { around: 200, currency: 'USD' },
      },
    },
  },
  {
    id: 'fresh-m-it-come-quella-che-ho',
    category: 'fresh-2026-11m',
    artist: 'lena',
    tags: ['it', 'dm', 'mirror-existing-tattoo', 'side'],
    note: 'A swallow like the one she has on the left wrist, mirrored on the right: the new piece is on the right wrist, about 5 cm.',
    turns: [
      {
        say: "ciao lena! ho già una rondine sul polso sinistro, ne vorrei una uguale ma che guarda dall'altra parte sul polso destro, stessa grandezza (sui 5 cm), fine line nera. ho 29 anni, 150 euro",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        reply: { notAsks: ['placement', 'size'] },
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['rondine', 'swallow']],
        style: 'Minimalist',
        placement: { area: ['wrist', 'polso'], side: 'right' },
        size: { cm: [4, 6] },
        color: 'black',
        age: 29,
        budget: { around: 150, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-m-it-daltonico',
    category: 'fresh-2026-11m',
    artist: 'noor',
    tags: ['it', 'dm', 'left-to-artist', 'colour', 'budget-currency'],
    note: 'A colour piece whose colours the colour-blind client leaves to Noor: colour is settled, never asked; "sterline" are pounds.',
    turns: [
      {
        say: 'ciao noor! vorrei una tigre tradizionale sulla coscia, 18 cm, a colori… ma sono daltonico quindi i colori sceglili tu 😂 ho 34 anni, budget 300 sterline',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        reply: { notAsks: ['color'] },
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['tigre', 'tiger']],
        style: 'Traditional',
        placement: { area: ['thigh', 'coscia'] },
        size: { cm: [17, 19] },
        color: 'color',
        age: 34,
        budget: { around: 300, currency: 'GBP' },
      },
    },
  },
] satisfies CaseInput[];
