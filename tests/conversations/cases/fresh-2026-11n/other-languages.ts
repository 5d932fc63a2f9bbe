import type { CaseInput } from '../../case-schema.ts';

/**
 * Spanish, Portuguese, French, German and Italian clients in ordinary inquiries: the price of something small before
 * the brief (Rafa's €300, Lena's €120, Iris's $150, Noor's £120), a dog's portrait told in three messages, an ex's
 * name to cover, an Erasmus student who pays by card and leaves in July, an unsure client offered options, the free
 * touch-up's window, a father's memorial portrait, a walk-in and flash while passing through, a dotwork mandala made
 * bigger, a sacred heart on the ankle and its pain, a client who wants Rafa to call about a grandmother's portrait,
 * SMS French with a placement changed, a deposit asked after the brief, a nervous first-timer's wrist, a friend's
 * handwriting after his death, Kai's waitlist and deposit, a dagger and rose, an olive twig moved behind the ear, a
 * faded word to cover with a peony, and Saturday hours for a word in script.
 */
export default [
  {
    id: 'fresh-n-es-cuanto-perro-coco',
    category: 'fresh-2026-11n',
    artist: 'rafa',
    tags: ['es', 'dm', 'price-first', 'drip-feed', 'pet-portrait'],
    note: 'El precio primero ("¿cuánto sale uno pequeñito?"): el mínimo de Rafa (300 €) es la respuesta honesta. Luego el retrato de Coco, que está vivo: sin pésames.',
    turns: [
      {
        say: 'holaa una pregunta, ¿cuánto sale más o menos uno pequeñito?',
        asks: 'price',
        questions: [{ topic: 'precio', about: ['precio', 'cuesta', 'sale', '€', 'mínimo'], answer: ['300'] }],
      },
      {
        say: 'vale vale. sería un retrato de mi perro coco, tengo mil fotos jaja',
        gives: ['idea', 'style', 'references'],
      },
      {
        say: 'en el gemelo, unos 15 cm, en negro y gris. tengo 33 y puedo llegar a 450€',
        gives: ['placement', 'size', 'color', 'age', 'budget'],
        reply: { notAsks: ['placement', 'size', 'age', 'budget'] },
      },
    ],
    conversation: { language: 'es', mustNotSay: ['/lo siento mucho|mis condolencias|en paz descanse/i'] },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['perro', 'coco', 'dog']],
        placement: { area: ['calf', 'gemelo', 'pantorrilla'] },
        size: { cm: [14, 16] },
        color: 'black_and_grey',
        age: 33,
        budget: { around: 450, currency: 'EUR' },
        references: true,
        language: 'es',
      },
    },
  },
  {
    id: 'fresh-n-es-tapar-nombre-ex',
    category: 'fresh-2026-11n',
    artist: 'rafa',
    tags: ['es', 'dm', 'cover-up', 'regret'],
    note: 'El nombre de un ex en la muñeca: Rafa hace cover-ups, así que sí; la rosa negra realista es la idea nueva, el nombre no.',
    turns: [
      {
        say: 'tengo el nombre de mi ex en la muñeca 😩😩 ¿se puede tapar?',
        gives: ['placement'],
        questions: [
          {
            topic: 'tapar un tatuaje',
            about: ['tapar', 'cover', 'cubrir'],
            answer: ['/(?<![\\p{L}])sí(?![\\p{L}])|se puede|claro|por supuesto|hace cover/iu'],
          },
        ],
      },
      {
        say: 'había pensado en una rosa negra realista, unos 8 cm',
        gives: ['idea', 'style', 'size', 'color'],
      },
      {
        say: 'tengo 27, presupuesto 350€',
        gives: ['age', 'budget'],
        reply: { notAsks: ['idea', 'size', 'placement'] },
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['rosa', 'rose']],
        style: 'Realism',
        placement: { area: ['wrist', 'muñeca'] },
        size: { cm: [7, 9] },
        age: 27,
        budget: { around: 350, currency: 'EUR' },
        coverUp: true,
        language: 'es',
      },
    },
  },
  {
    id: 'fresh-n-es-erasmus-tarjeta-julio',
    category: 'fresh-2026-11n',
    artist: 'lena',
    tags: ['es', 'web', 'payment', 'timing-deadline', 'drip-feed'],
    note: 'Una estudiante de Erasmus en Berlín antes de volver en julio: pagar con tarjeta no está en los datos de Lena (lo confirma ella); julio es el plazo.',
    turns: [
      {
        say: '¡Hola Lena! Estoy de Erasmus en Berlín y me quiero llevar un recuerdo 🥹 Un sol y una luna en línea fina en la nuca.',
        gives: ['idea', 'style', 'placement'],
      },
      {
        say: 'Pequeñito, unos 4 cm, en negro. ¿Se puede pagar con tarjeta?',
        gives: ['size', 'color'],
        questions: [{ topic: 'pago con tarjeta', about: ['tarjeta', 'pagar', 'pago'], defer: true }],
      },
      {
        say: 'Tengo 21 años y tendría que ser antes de julio, que vuelvo a Sevilla',
        gives: ['age', 'timing'],
        reply: { notAsks: ['size', 'placement', 'age'] },
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: true,
      fields: {
        idea: [
          ['sol', 'sun'],
          ['luna', 'moon'],
        ],
        style: 'Minimalist',
        placement: { area: ['nape', 'nuca', 'neck'] },
        size: { cm: [3, 5] },
        color: 'black',
        age: 21,
        timing: ['julio', 'july'],
        language: 'es',
      },
    },
  },
  {
    id: 'fresh-n-es-no-se-que-quiero',
    category: 'fresh-2026-11n',
    artist: 'mara',
    tags: ['es', 'dm', 'unsure', 'drip-feed'],
    note: 'No sabe qué quiere: opciones de lo que hace Mara (blackwork, geométrico, puntillismo), nunca la misma pregunta seca; después una luna geométrica en la muñeca.',
    turns: [
      { say: 'quiero tatuarme algo pero no sé el qué 🤷‍♀️', unsure: true, reply: { offersOptions: true } },
      { say: 'algo geométrico creo', gives: ['style'] },
      { say: 'una luna geométrica en la muñeca, pequeña, 5 cm', gives: ['idea', 'placement', 'size'] },
      {
        say: 'solo negro. tengo 24',
        gives: ['color', 'age'],
        reply: { notAsks: ['style', 'idea', 'placement', 'size'] },
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: true,
      fields: {
        idea: [['luna', 'moon']],
        style: 'Geometric',
        placement: { area: ['wrist', 'muñeca'] },
        size: { cm: [4, 6] },
        color: 'black',
        age: 24,
        language: 'es',
      },
    },
  },
  {
    id: 'fresh-n-pt-retoque-iris',
    category: 'fresh-2026-11n',
    artist: 'iris',
    tags: ['pt', 'web', 'touch-ups', 'question-with-facts'],
    note: 'O retoque grátis da Iris: um, até 8 semanas depois da sessão (texto só em inglês, respondido em português).',
    turns: [
      {
        say: 'Oi Iris! Queria um raminho de lavanda fine line no tornozelo, uns 6 cm, preto. Tenho 26 anos e orçamento de 180 dólares. O retoque é de graça? Até quando posso fazer?',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        questions: [{ topic: 'retoque', about: ['retoque'], answer: ['/8 semanas|oito semanas/i'] }],
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['lavanda', 'lavender']],
        style: 'Minimalist',
        placement: { area: ['ankle', 'tornozelo'] },
        size: { cm: [5, 7] },
        color: 'black',
        age: 26,
        budget: { around: 180, currency: 'USD' },
        language: 'pt',
      },
    },
  },
  {
    id: 'fresh-n-pt-retrato-do-pai',
    category: 'fresh-2026-11n',
    artist: 'rafa',
    tags: ['pt', 'dm', 'memorial', 'references-said-not-sent', 'drip-feed'],
    note: 'O pai faleceu no mês passado: cuidado primeiro, nunca "Que legal"; a foto é prometida, não enviada (nada de agradecer por ela).',
    turns: [
      {
        say: 'oi rafa, meu pai faleceu mês passado e eu queria eternizar ele na pele. um retrato realista dele',
        gives: ['idea', 'style'],
        reply: { empathy: true, mustNotContain: ['que legal', 'adorei', 'incrível', 'perfeito'] },
      },
      { say: 'tenho uma foto dele sorrindo que eu amo, te mando depois', gives: ['references'] },
      {
        say: 'no antebraço, uns 15 cm, preto e cinza. tenho 35 anos e uns 500 euros',
        gives: ['placement', 'size', 'color', 'age', 'budget'],
        reply: { notAsks: ['placement', 'size', 'age', 'budget'] },
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['pai', 'father', 'dad', 'retrato', 'portrait']],
        placement: { area: ['forearm', 'antebraço'] },
        size: { cm: [14, 16] },
        color: 'black_and_grey',
        age: 35,
        budget: { around: 500, currency: 'EUR' },
        references: true,
        language: 'pt',
      },
    },
  },
  {
    id: 'fresh-n-pt-walk-in-flash-hoje',
    category: 'fresh-2026-11n',
    artist: 'noor',
    tags: ['pt', 'dm', 'walk-ins', 'flash', 'passing-through'],
    note: 'Uma brasileira só hoje em Bristol: a Noor atende sem hora marcada e faz flash (sim aos dois); o endereço (9 Harbour Rd) responde onde fica.',
    turns: [
      {
        say: 'oii! vcs atendem sem horário marcado? to em bristol só hoje 😅 e tem flash disponível?',
        gives: ['timing'],
        asks: 'walk-ins',
        questions: [
          {
            topic: 'sem hora marcada',
            about: ['marcad', 'walk', 'horário', 'hoje'],
            answer: ['/(?<![\\p{L}])sim(?![\\p{L}])|atende|walk-?in/iu'],
          },
          {
            topic: 'flash',
            about: ['flash'],
            answer: ['/(?<![\\p{L}])sim(?![\\p{L}])|faz flash|tem flash/iu'],
          },
        ],
      },
      {
        say: 'ótimo!! onde fica o estúdio?',
        asks: 'location',
        questions: [{ topic: 'endereço', about: ['fica', 'endereço', 'estúdio'], answer: ['Harbour'] }],
      },
      {
        say: 'quero uma rosa tradicional no antebraço, uns 8cm, colorida. tenho 26',
        gives: ['idea', 'placement', 'size', 'color', 'age'],
        reply: { notAsks: ['style'] },
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: true,
      fields: {
        idea: [['rosa', 'rose']],
        style: 'Traditional',
        placement: { area: ['forearm', 'antebraço'] },
        size: { cm: [7, 9] },
        color: 'color',
        age: 26,
        timing: ['hoje', 'today'],
        language: 'pt',
      },
    },
  },
  {
    id: 'fresh-n-pt-mandala-maior',
    category: 'fresh-2026-11n',
    artist: 'mara',
    tags: ['pt', 'dm', 'size-change', 'change-of-mind', 'reais'],
    note: 'Uma mandala pontilhismo no ombro de 12 cm, depois "pensando bem, maior, uns 18": 18 vale, 12 não se repete; 1500 reais.',
    turns: [
      { say: 'oi mara! quero uma mandala pontilhismo no ombro', gives: ['idea', 'style', 'placement'] },
      { say: 'uns 12cm', gives: ['size'] },
      { say: 'pensando bem, maior, uns 18cm', gives: ['size'], mustNotSay: ['/\\b12 ?cm\\b/i'] },
      {
        say: 'só preto. tenho 29, orçamento uns 1500 reais',
        gives: ['color', 'age', 'budget'],
        reply: { notAsks: ['size', 'placement', 'style'] },
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: true,
      fields: {
        idea: ['mandala'],
        style: 'Dotwork',
        placement: { area: ['shoulder', 'ombro'] },
        size: { cm: [17, 19] },
        color: 'black',
        age: 29,
        budget: { around: 1500, currency: 'BRL' },
        language: 'pt',
      },
    },
  },
  {
    id: 'fresh-n-fr-combien-muguet',
    category: 'fresh-2026-11n',
    artist: 'lena',
    tags: ['fr', 'web', 'price-first', 'timing-birthday', 'drip-feed'],
    note: "Le prix d'abord : le minimum de Lena (120 €). Puis un brin de muguet au poignet, pour avant son anniversaire en mai.",
    turns: [
      {
        say: "Bonjour ! C'est combien à peu près pour un petit tatouage ?",
        asks: 'price',
        questions: [{ topic: 'prix', about: ['prix', 'combien', 'coût', '€', 'minimum'], answer: ['120'] }],
      },
      {
        say: "D'accord merci. Ce serait un petit brin de muguet en fine line sur le poignet, 5 cm, en noir.",
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      {
        say: "J'ai 25 ans et j'aimerais bien le faire avant mon anniversaire, fin mai",
        gives: ['age', 'timing'],
        reply: { notAsks: ['size', 'placement', 'color'] },
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      fields: {
        idea: ['muguet'],
        style: 'Minimalist',
        placement: { area: ['wrist', 'poignet'] },
        size: { cm: [4, 6] },
        color: 'black',
        age: 25,
        timing: ['mai', 'may'],
        language: 'fr',
      },
    },
  },
  {
    id: 'fresh-n-fr-coeur-sacre-cheville',
    category: 'fresh-2026-11n',
    artist: 'noor',
    tags: ['fr', 'dm', 'pain', 'question-with-facts'],
    note: "Un cœur sacré old school sur la cheville et « ça fait mal ? » : la réponse sur la douleur (par défaut) en français ; le style n'est jamais demandé à une artiste d'un seul style.",
    turns: [
      {
        say: "salut noor ! je voudrais un cœur sacré old school sur la cheville, 7 cm, en couleurs. ça fait très mal la cheville ? j'ai 30 ans, budget 180 £",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        questions: [
          {
            topic: 'douleur à la cheville',
            about: ['mal', 'douleur', 'douloureu', 'cheville'],
            answer: ['/sensible|osseu|os\\b|peau fine|supportable|dépend|varie|chacun/i'],
          },
        ],
        reply: { notAsks: ['style'] },
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['cœur', 'coeur', 'heart']],
        style: 'Traditional',
        placement: { area: ['ankle', 'cheville'] },
        size: { cm: [6, 8] },
        color: 'color',
        age: 30,
        budget: { around: 180, currency: 'GBP' },
        language: 'fr',
      },
    },
  },
  {
    id: 'fresh-n-fr-parler-a-rafa-mamie',
    category: 'fresh-2026-11n',
    artist: 'rafa',
    tags: ['fr', 'web', 'asks-for-person', 'memorial', 'phone'],
    note: "Un portrait de sa grand-mère décédée, et elle préfère en parler à Rafa au téléphone : du soin d'abord, une façon de le joindre, aucun numéro inventé ; le brief est gardé (décision 050).",
    turns: [
      {
        say: "Bonjour, ma grand-mère est décédée cet été et j'aimerais un portrait réaliste d'elle.",
        gives: ['idea', 'style'],
        reply: { empathy: true, mustNotContain: ['génial', 'super', 'top'] },
      },
      {
        say: "Sur l'avant-bras, à peu près 15 cm, en noir et gris. Je préférerais en parler directement avec Rafa, est-ce qu'il pourrait m'appeler ?",
        gives: ['placement', 'size', 'color'],
        reply: { handoff: true },
      },
      {
        say: "J'ai 44 ans, et pour le budget autour de 500 €.",
        gives: ['age', 'budget'],
        reply: { notAsks: ['age', 'budget', 'size'] },
      },
    ],
    conversation: { language: 'fr', mustNotSay: ['/\\+?\\d[\\d ().-]{7,}\\d/'] },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['grand-mère', 'grand-mere', 'grandmother', 'portrait']],
        placement: { area: ['forearm', 'avant-bras'] },
        size: { cm: [14, 16] },
        color: 'black_and_grey',
        age: 44,
        budget: { around: 500, currency: 'EUR' },
        language: 'fr',
      },
    },
  },
  {
    id: 'fresh-n-fr-sms-papillon-cheville',
    category: 'fresh-2026-11n',
    artist: 'iris',
    tags: ['fr', 'dm', 'slang', 'placement-change', 'price'],
    note: "SMS : « slt », « jvoudrais », « nn en fait », « cb ». L'avant-bras devient la cheville (la cheville gagne) ; le minimum d'Iris (150 $) répond au prix.",
    turns: [
      {
        say: 'slt jvoudrais un ptit papillon fine line sur l avant bras',
        gives: ['idea', 'style', 'placement'],
      },
      { say: 'nn en fait sur la cheville plutot', gives: ['placement'], mustNotSay: ['/avant[- ]bras/i'] },
      {
        say: '4cm noir. jai 19ans. cb ça coute ?',
        gives: ['size', 'color', 'age'],
        asks: 'price',
        questions: [
          { topic: 'prix', about: ['prix', 'coût', 'coute', '$', 'minimum', 'combien'], answer: ['150'] },
        ],
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: true,
      fields: {
        idea: ['papillon'],
        style: 'Minimalist',
        placement: { area: ['ankle', 'cheville'] },
        size: { cm: [3, 5] },
        color: 'black',
        age: 19,
        language: 'fr',
      },
    },
  },
  {
    id: 'fresh-n-de-kosten-eukalyptus-anzahlung',
    category: 'fresh-2026-11n',
    artist: 'lena',
    tags: ['de', 'dm', 'price-first', 'deposit', 'drip-feed'],
    note: 'Erst der Preis (Lenas Minimum 120 €), dann ein Eukalyptuszweig am Unterarm, dann die Anzahlung (60 €).',
    turns: [
      {
        say: 'Hey, was kostet bei dir so ein kleines Tattoo ungefähr?',
        asks: 'price',
        questions: [
          { topic: 'Preis', about: ['preis', 'kostet', 'kosten', '€', 'minimum', 'ab'], answer: ['120'] },
        ],
      },
      {
        say: 'okay! ein feiner Eukalyptuszweig am Unterarm, so 10 cm, nur schwarz',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      {
        say: 'bin 26. und wie läuft das mit der Anzahlung?',
        gives: ['age'],
        asks: 'deposit',
        questions: [{ topic: 'Anzahlung', about: ['anzahlung', '€'], answer: ['60'] }],
        reply: { notAsks: ['size', 'placement', 'color'] },
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: true,
      fields: {
        idea: [['eukalyptus', 'eucalyptus']],
        style: 'Minimalist',
        placement: { area: ['forearm', 'unterarm'] },
        size: { cm: [9, 11] },
        color: 'black',
        age: 26,
        language: 'de',
      },
    },
  },
  {
    id: 'fresh-n-de-erstes-tattoo-handgelenk',
    category: 'fresh-2026-11n',
    artist: 'mara',
    tags: ['de', 'web', 'pain', 'first-tattoo', 'nervous'],
    note: 'Ein nervöser erster Termin: „Tut das am Handgelenk sehr weh?“ wird aus der Standardantwort zum Schmerz beantwortet, auf Deutsch.',
    turns: [
      {
        say: 'Hallo Mara, ich bin total nervös, ist mein erstes Tattoo 🙈 Tut das am Handgelenk sehr weh?',
        questions: [
          {
            topic: 'Schmerz am Handgelenk',
            about: ['weh', 'schmerz', 'handgelenk', 'empfindlich'],
            answer: [
              '/empfindlich|knochig|knochen|dünne haut|auszuhalten|erträglich|kommt (drauf|darauf) an|unterschiedlich|jeder/i',
            ],
          },
        ],
      },
      {
        say: 'Okay 😅 Ich hätte gern eine geometrische Bergkette am Handgelenk, ca. 6 cm breit, nur schwarz.',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      {
        say: 'Ich bin 23 und hab so 200 € eingeplant.',
        gives: ['age', 'budget'],
        reply: { notAsks: ['size', 'color', 'placement'] },
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: true,
      fields: {
        idea: [['berg', 'mountain']],
        style: 'Geometric',
        placement: { area: ['wrist', 'handgelenk'] },
        size: { cm: [5, 7] },
        color: 'black',
        age: 23,
        budget: { around: 200, currency: 'EUR' },
        language: 'de',
      },
    },
  },
  {
    id: 'fresh-n-de-handschrift-bester-freund',
    category: 'fresh-2026-11n',
    artist: 'lena',
    tags: ['de', 'dm', 'memorial', 'handwriting', 'lettering'],
    note: 'Der beste Freund ist letzten Monat gestorben; sein „bis bald“ in seiner Handschrift: zuerst Anteilnahme, die Worte sind das Motiv.',
    turns: [
      {
        say: 'hey lena. mein bester freund ist letzten monat gestorben. er hat jede nachricht mit „bis bald“ beendet und ich hab das in seiner handschrift auf einer karte',
        gives: ['idea', 'references'],
        reply: { empathy: true, mustNotContain: ['super', 'toll', 'klasse', 'cool'] },
      },
      {
        say: 'das hätte ich gern genau so auf dem innenarm, so 7 cm lang, schwarz',
        gives: ['placement', 'size', 'color'],
      },
      {
        say: 'ich bin 29. budget so 150',
        gives: ['age', 'budget'],
        reply: { notAsks: ['idea', 'size', 'placement'] },
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: true,
      fields: {
        idea: ['bis bald'],
        placement: { area: ['arm', 'innenarm'] },
        size: { cm: [6, 8] },
        color: 'black',
        age: 29,
        budget: { around: 150 },
        references: true,
        language: 'de',
      },
    },
  },
  {
    id: 'fresh-n-de-kai-warteliste-koi',
    category: 'fresh-2026-11n',
    artist: 'kai',
    tags: ['de', 'web', 'waitlist', 'deposit', 'large-scale'],
    note: 'Kai führt eine Warteliste (gesagt, kein Buchungslink); wie lange sie ist, weiß nur er; die Anzahlung sind 200 $ pro Sitzung.',
    turns: [
      {
        say: 'Hallo Kai! Ich hätte gern einen großen Koi mit Wellen auf dem Oberschenkel, farbig, ungefähr 30 cm. Ich bin 35, Budget so 1500 €.',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
      },
      {
        say: 'Wie lange ist denn die Warteliste ungefähr? Und wie hoch ist die Anzahlung?',
        asks: 'deposit',
        questions: [
          { topic: 'Warteliste', about: ['warteliste', 'warten', 'lange'], defer: true },
          { topic: 'Anzahlung', about: ['anzahlung', '$', 'sitzung'], answer: ['200'] },
        ],
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: true,
      some: { mustContainAny: ['warteliste'] },
      replies: { bookingLink: false },
      fields: {
        idea: ['koi'],
        style: 'Japanese',
        placement: { area: ['thigh', 'oberschenkel'] },
        size: { cm: [28, 32] },
        color: 'color',
        age: 35,
        budget: { around: 1500, currency: 'EUR' },
        language: 'de',
      },
    },
  },
  {
    id: 'fresh-n-it-quanto-pugnale-rosa',
    category: 'fresh-2026-11n',
    artist: 'noor',
    tags: ['it', 'dm', 'price-first', 'drip-feed'],
    note: "Prima il prezzo (il minimo di Noor, 120 £), poi pugnale e rosa tradizionali sull'avambraccio.",
    turns: [
      {
        say: 'ciao! quanto costa più o meno un tatuaggio piccolo?',
        asks: 'price',
        questions: [{ topic: 'prezzo', about: ['prezzo', 'costa', '£', 'minimo', 'parte'], answer: ['120'] }],
      },
      {
        say: 'ok! vorrei un pugnale con una rosa sull avambraccio, tipo 10 cm, a colori',
        gives: ['idea', 'placement', 'size', 'color'],
      },
      {
        say: 'ho 23 anni, budget sulle 200 sterline',
        gives: ['age', 'budget'],
        reply: { notAsks: ['style', 'size', 'placement'] },
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['pugnale', 'dagger']],
        style: 'Traditional',
        placement: { area: ['forearm', 'avambraccio'] },
        size: { cm: [9, 11] },
        color: 'color',
        age: 23,
        budget: { around: 200, currency: 'GBP' },
        language: 'it',
      },
    },
  },
  {
    id: 'fresh-n-it-ulivo-dietro-orecchio',
    category: 'fresh-2026-11n',
    artist: 'iris',
    tags: ['it', 'dm', 'placement-change', 'size-change'],
    note: "Un ramoscello d'ulivo sul polso, poi \"anzi no, meglio dietro l'orecchio, più piccolo, 3 cm\": vincono l'orecchio e i 3 cm.",
    turns: [
      {
        say: 'ciao iris! vorrei un ramoscello d ulivo fine line sul polso, 6 cm, nero',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
      },
      {
        say: "anzi no, meglio dietro l'orecchio, più piccolo, tipo 3 cm",
        gives: ['placement', 'size'],
        mustNotSay: ['/\\bpolso\\b/i', '/\\b6 ?cm\\b/i'],
      },
      {
        say: 'ho 30 anni, budget 170 dollari',
        gives: ['age', 'budget'],
        reply: { notAsks: ['placement', 'size'] },
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['ulivo', 'olive']],
        style: 'Minimalist',
        placement: { area: ['ear', 'orecchio'] },
        size: { cm: [2.5, 3.5] },
        color: 'black',
        age: 30,
        budget: { around: 170, currency: 'USD' },
        language: 'it',
      },
    },
  },
  {
    id: 'fresh-n-it-coprire-scritta-peonia',
    category: 'fresh-2026-11n',
    artist: 'rafa',
    tags: ['it', 'web', 'cover-up', 'pain', 'question-with-facts'],
    note: 'Una scritta sbiadita sul fianco da coprire con una peonia realistica: Rafa fa coperture (sì); se fa più male coprire è la risposta sul dolore o di Rafa.',
    turns: [
      {
        say: 'Ciao Rafa! Ho una vecchia scritta sbiadita sul fianco che non sopporto più. Fai coperture? Pensavo a una peonia realistica in bianco e nero, circa 15 cm.',
        gives: ['placement', 'idea', 'style', 'color', 'size'],
        questions: [
          {
            topic: 'coperture',
            about: ['copert', 'cover', 'coprire'],
            answer: ['/(?<![\\p{L}])sì(?![\\p{L}])|certo|faccio coperture|fa coperture|cover-?up/iu'],
          },
        ],
      },
      {
        say: 'Fa più male coprire un tatuaggio vecchio?',
        questions: [
          {
            topic: 'dolore della copertura',
            about: ['male', 'dolore', 'doloros'],
            answer: ['/sensibil|dipende|varia|sopportabil|ognuno|fianco/i'],
            defer: true,
          },
        ],
      },
      {
        say: 'Ho 32 anni, budget 500 euro.',
        gives: ['age', 'budget'],
        reply: { notAsks: ['idea', 'size', 'placement'] },
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: [['peonia', 'peony']],
        style: 'Realism',
        placement: { area: ['hip', 'side', 'fianco', 'flank'] },
        size: { cm: [14, 16] },
        color: 'black_and_grey',
        age: 32,
        budget: { around: 500, currency: 'EUR' },
        coverUp: true,
        language: 'it',
      },
    },
  },
  {
    id: 'fresh-n-it-sabato-scritta-respira',
    category: 'fresh-2026-11n',
    artist: 'iris',
    tags: ['it', 'web', 'hours', 'lettering', 'question-with-facts'],
    note: 'La parola "respira" in corsivo: le parole sono l\'idea, nessuna domanda sullo stile; il sabato Iris è aperta (mar-sab 11-19).',
    turns: [
      {
        say: 'Buongiorno! Vorrei la scritta "respira" in corsivo sull\'interno del polso, nera, circa 5 cm. Ho 28 anni. Siete aperti il sabato?',
        gives: ['idea', 'placement', 'size', 'color', 'age'],
        asks: 'hours',
        questions: [
          {
            topic: 'aperti il sabato',
            about: ['sabato', 'aperti', 'orari', 'sat'],
            answer: ['/(?<![\\p{L}])sì(?![\\p{L}])|11|sab/iu'],
          },
        ],
        reply: { notAsks: ['style', 'idea'] },
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: true,
      fields: {
        idea: ['respira'],
        placement: { area: ['wrist', 'polso'] },
        size: { cm: [4, 6] },
        color: 'black',
        age: 28,
        language: 'it',
      },
    },
  },
] satisfies CaseInput[];
