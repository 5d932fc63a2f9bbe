import type { CaseInput } from '../../case-schema.ts';

/**
 * Reading clients as they write: two answers at once and out of order, 4 1/2 inches, "same spot as the moon"
 * after naming it, a swear word at oneself with a correction, an Instagram handle and a phone number instead of
 * an email (no figure of them read as a size or budget), a voice-to-text run-on that corrects itself
 * mid-sentence, "two hundred and fifty quid" after uni finals, a client who backs out until payday; Spanglish,
 * Latin American Spanish in dollars, answers given ahead of the questions; European and Brazilian Portuguese
 * ("600 conto", a WhatsApp number, a dictated paragraph with no punctuation); French approximations and
 * numbers in words, franglais, Quebec French ("ma blonde"), photos first and words after; Swiss German,
 * "ich Depp" with a correction; Italian numbers in words ("duecento", "trecentocinquanta", "ventinove").
 */
export default [
  {
    id: 'fresh-d-two-answers-reversed',
    category: 'fresh-2026-11d',
    artist: 'mara',
    tags: ['en', 'dm', 'out-of-order', 'complete'],
    note: 'The client answers the budget and the placement in one message, in the other order from what was asked; neither is asked again.',
    turns: [
      { say: 'heyy wanna get a dotwork jellyfish 🪼', gives: ['idea', 'style'] },
      { say: '250 budget and its going on my left shin lol', gives: ['budget', 'placement'] },
      { say: 'oh and like 15cm long', gives: ['size'] },
      { say: 'im 23', gives: ['age'] },
    ],
    conversation: { language: 'en', minor: 'none' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['jellyfish'],
        style: 'Dotwork',
        placement: { area: ['shin', 'leg'], side: 'left' },
        size: { cm: [14, 16] },
        budget: { around: 250 },
        age: 23,
      },
    },
  },
  {
    id: 'fresh-d-noor-four-and-a-half-inches',
    category: 'fresh-2026-11d',
    artist: 'noor',
    tags: ['en', 'dm', 'size', 'inches', 'availability', 'unknown-answer'],
    note: '4 1/2 inches is about 11.4 cm. Noor\'s calendar is not in her data (she takes walk-ins): "before xmas" is the timing, never a promised slot.',
    turns: [
      {
        say: 'trad dagger through a rose on my outer calf 🌹🗡️ 4 1/2 inches tall, full colour. can u fit me in before xmas?',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'timing'],
        questions: [
          {
            topic: 'a slot before Christmas',
            answer: ['walk-in', 'walk in'],
            about: ['xmas', 'christmas', 'fit you in', 'slot', 'date', 'availab'],
            defer: true,
          },
        ],
        mustNotSay: ['/\\b(yes|yep|sure)\\b[^.?!]{0,30}(before (xmas|christmas)|fit you in)/i'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        idea: ['dagger', 'rose'],
        style: 'Traditional',
        placement: { area: 'calf' },
        size: { cm: [10.5, 12.5] },
        color: 'color',
        timing: ['xmas', 'christmas'],
      },
    },
  },
  {
    id: 'fresh-d-same-spot-as-the-moon',
    category: 'fresh-2026-11d',
    artist: 'iris',
    tags: ['en', 'web', 'placement-by-reference', 'someone-elses-tattoo'],
    note: 'The moon is the tattoo she already has; the new piece is the sun, placed "in the same spot as the moon", which she named a message earlier: the left wrist.',
    turns: [
      {
        say: 'Hi Iris! You did a tiny fine line crescent moon on my left inner wrist two years ago and I still adore it.',
      },
      {
        say: "I'd love a little sun to go with it now, same size (about 2 cm), in the same spot as the moon, just underneath it.",
        gives: ['idea', 'placement', 'size'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        idea: ['sun'],
        placement: { area: 'wrist', side: 'left' },
        size: { cm: [1.5, 3] },
      },
    },
  },
  {
    id: 'fresh-d-idiot-wrong-arm',
    category: 'fresh-2026-11d',
    artist: 'mara',
    tags: ['en', 'dm', 'correction', 'self-swearing'],
    note: 'Swearing at oneself is not abuse: no calm-down line, no redirect; the side is corrected alone.',
    turns: [
      {
        say: 'geometric wolf head on my right forearm, like 14cm, budget 350',
        gives: ['idea', 'style', 'placement', 'size', 'budget'],
      },
      {
        say: 'omg im such a fucking idiot 🤦‍♀️ LEFT forearm, not right. sorry!!',
        gives: ['placement'],
        mustNotSay: ['/\\b(civil|respectful|respect)\\b/i', '/no need (for|to) (that|swear)/i'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        idea: ['wolf'],
        style: 'Geometric',
        placement: { area: 'forearm', side: 'left' },
        size: { cm: [13, 15] },
        budget: { around: 350 },
      },
    },
  },
  {
    id: 'fresh-d-ig-handle-and-phone-not-email',
    category: 'fresh-2026-11d',
    artist: 'mara',
    tags: ['en', 'dm', 'contact', 'complete', 'not-an-age'],
    note: 'The handle and the phone number are how to reach her; none of their figures is a size, a budget or an age ("92").',
    turns: [
      {
        say: "hey!! blackwork moth on my sternum, 12cm, £280 budget, i'm 30. i dont really use email so just msg me on ig @moth.girl.92 or text 07700 900461 x",
        gives: ['idea', 'style', 'placement', 'size', 'budget', 'age', 'contact'],
      },
    ],
    conversation: { language: 'en', minor: 'none', notClientAge: [92] },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['moth'],
        style: 'Blackwork',
        placement: { area: ['sternum', 'chest'] },
        size: { cm: [11, 13] },
        budget: { around: 280, currency: 'GBP' },
        age: 30,
      },
    },
  },
  {
    id: 'fresh-d-voice-to-text-run-on',
    category: 'fresh-2026-11d',
    artist: 'mara',
    tags: ['en', 'dm', 'voice-to-text', 'question-back', 'healing', 'complete'],
    note: "Dictated, no punctuation, a wolf corrected to a fox mid-sentence; the healing time is one of the default studio answers. The July holiday is not the tattoo's timing.",
    turns: [
      {
        say: 'hey so basically i was thinking maybe a geometric wolf no actually a fox on my upper arm like the outside part of the arm and maybe about the size of my hand and i have like 300 pounds to spend and im 27 by the way and i wanted to ask how long it takes to heal because im going on holiday in july',
        gives: ['idea', 'style', 'placement', 'size', 'budget', 'age'],
        questions: [
          {
            topic: 'healing time',
            answer: [
              '/\\b(2|3|two|three)\\s*(–|-|to|or)\\s*(3|4|6|three|four|six)\\s*weeks/i',
              '/\\b(2|3|4|two|three|four) weeks/i',
            ],
            about: ['heal', 'holiday', 'july'],
          },
        ],
        mustNotSay: ['/\\bwolf\\b/i'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['fox'],
        style: 'Geometric',
        placement: { area: ['upper arm', 'arm'] },
        size: { cm: [8, 20], text: ['hand'] },
        budget: { around: 300, currency: 'GBP' },
        age: 27,
      },
    },
  },
  {
    id: 'fresh-d-after-finals-two-hundred-fifty-quid',
    category: 'fresh-2026-11d',
    artist: 'noor',
    tags: ['en', 'dm', 'numbers-as-words', 'timing', 'not-an-age'],
    note: '"Two hundred and fifty quid" is £250; "after my uni finals in june" is the timing and says nothing of a minor.',
    turns: [
      {
        say: "hiya noor! want a trad bee on the back of my hand, about 5cm, after my uni finals in june 🐝 budget's two hundred and fifty quid",
        gives: ['idea', 'style', 'placement', 'size', 'budget', 'timing'],
      },
    ],
    conversation: { language: 'en', minor: 'none' },
    expect: {
      ready: false,
      fields: {
        underAge: false,
        idea: ['bee'],
        style: 'Traditional',
        placement: { area: 'hand' },
        size: { cm: [4.5, 5.5] },
        budget: { around: 250, currency: 'GBP' },
        timing: ['june'],
      },
    },
  },
  {
    id: 'fresh-d-backs-out-until-payday',
    category: 'fresh-2026-11d',
    artist: 'mara',
    tags: ['en', 'dm', 'backs-out'],
    note: 'The client stops for now: a kind "message any time", no more questions about the piece, never the off-topic line.',
    turns: [
      {
        say: 'hey mara! dotwork sun and moon on my collarbone, 8cm',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      { say: "actually nvm, just checked my bank acc 😅 i'll come back after payday. thanks tho!!" },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      last: { notAsks: ['idea', 'style', 'placement', 'size', 'color', 'budget', 'references', 'age'] },
      fields: { idea: ['sun'], style: 'Dotwork', placement: { area: 'collarbone' }, size: { cm: [7, 9] } },
    },
  },
  {
    id: 'fresh-d-es-spanglish-colibri',
    category: 'fresh-2026-11d',
    artist: 'mara',
    tags: ['es', 'dm', 'mixed-language'],
    note: 'Spanglish with Spanish as the frame: answered in Spanish; "forearm" and "budget" read as well as their Spanish.',
    turns: [
      {
        say: 'oye mara quiero un colibrí geométrico en el forearm, like 10cm más o menos jaja, mi budget es como 200 euros porque estoy saving para un viaje',
        gives: ['idea', 'style', 'placement', 'size', 'budget'],
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: false,
      fields: {
        language: 'es',
        idea: [['colibr', 'hummingbird']],
        style: 'Geometric',
        placement: { area: 'forearm' },
        size: { cm: [9, 11] },
        budget: { around: 200, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-d-es-latam-ajolotito-dolares',
    category: 'fresh-2026-11d',
    artist: 'mara',
    tags: ['es', 'dm', 'regional', 'question-back', 'price'],
    note: 'Mexican Spanish ("q onda", a diminutive, "¿cuánto me saldría?", dollars). Mara has no minimum: how her price is worked out is her pricing answer; no figure invented.',
    turns: [
      {
        say: 'holaa q onda mara! me quiero hacer un ajolotito de puntitos (dotwork) en el tobillo, algo chiquito. ¿cuánto me saldría más o menos? tengo como 150 dólares 🙏',
        gives: ['idea', 'style', 'placement', 'budget'],
        questions: [
          {
            topic: 'price',
            answer: ['/depende/iu'],
            about: ['precio', 'cuánto', 'cuesta', 'costar', 'saldr'],
          },
        ],
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: false,
      fields: {
        language: 'es',
        idea: [['ajolot', 'axolotl']],
        style: 'Dotwork',
        placement: { area: 'ankle' },
        budget: { around: 150, currency: 'USD' },
      },
    },
  },
  {
    id: 'fresh-d-es-edad-antes-de-preguntar',
    category: 'fresh-2026-11d',
    artist: 'mara',
    tags: ['es', 'web', 'out-of-order', 'references-promised', 'complete'],
    note: 'Age, size and budget in one answer before they are asked; photos promised for later: no thanks for them until they arrive.',
    turns: [
      {
        say: 'Hola! Quiero una serpiente geométrica enroscada en el tobillo.',
        gives: ['idea', 'style', 'placement'],
      },
      {
        say: 'Tengo 31 años y la haría de unos 12 cm, con 250 € de presupuesto.',
        gives: ['age', 'size', 'budget'],
      },
      { say: 'Ah, y tengo fotos de referencia, te las mando luego.', gives: ['references'] },
    ],
    conversation: { language: 'es', minor: 'none' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        language: 'es',
        idea: [['serpiente', 'snake']],
        style: 'Geometric',
        placement: { area: 'ankle' },
        size: { cm: [11, 13] },
        budget: { around: 250, currency: 'EUR' },
        age: 31,
        references: true,
      },
    },
  },
  {
    id: 'fresh-d-pt-br-seiscentos-conto',
    category: 'fresh-2026-11d',
    artist: 'noor',
    tags: ['pt', 'dm', 'regional', 'budget-slang'],
    note: 'Brazilian slang: "conto" is reais.',
    turns: [
      {
        say: 'salve noor! qro uma caveira com rosas tradicional no antebraço, uns 15 cm, colorida, tenho uns 600 conto pra gastar 💀🌹',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'budget'],
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: false,
      fields: {
        language: 'pt',
        idea: [['caveira', 'skull']],
        style: 'Traditional',
        placement: { area: 'forearm' },
        size: { cm: [14, 16] },
        color: 'color',
        budget: { around: 600, currency: 'BRL' },
      },
    },
  },
  {
    id: 'fresh-d-pt-audio-sem-pontuacao-girassol',
    category: 'fresh-2026-11d',
    artist: 'mara',
    tags: ['pt', 'dm', 'voice-to-text', 'question-back', 'pain'],
    note: 'A dictated message with no punctuation. Pain on the ribs is one of the default studio answers (the ribs are among the more sensitive spots).',
    turns: [
      {
        say: 'oi mara tudo bem então eu queria fazer uma tatuagem de um girassol em pontilhismo na costela do lado esquerdo mais ou menos do tamanho da minha mão e queria saber se dói muito na costela porque eu tenho pavor de agulha',
        gives: ['idea', 'style', 'placement', 'size'],
        questions: [
          {
            topic: 'pain on the ribs',
            answer: ['sensíve', '/depende da pessoa/iu', 'mais dolorid'],
            about: ['dói', 'dor', 'costela', 'agulha'],
          },
        ],
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: false,
      fields: {
        language: 'pt',
        idea: [['girassol', 'sunflower']],
        style: 'Dotwork',
        placement: { area: 'rib', side: 'left' },
        size: { cm: [8, 20], text: ['mão', 'hand', 'palm'] },
      },
    },
  },
  {
    id: 'fresh-d-pt-me-chama-no-zap',
    category: 'fresh-2026-11d',
    artist: 'mara',
    tags: ['pt', 'dm', 'contact'],
    note: 'A WhatsApp number instead of an email: how to reach the client, never a size or a budget.',
    turns: [
      {
        say: 'quero um lobo geométrico no ombro direito, uns 12cm, orçamento R$ 800. me chama no zap q respondo mais rápido: (11) 98765-4321',
        gives: ['idea', 'style', 'placement', 'size', 'budget', 'contact'],
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: false,
      fields: {
        language: 'pt',
        idea: [['lobo', 'wolf']],
        style: 'Geometric',
        placement: { area: 'shoulder', side: 'right' },
        size: { cm: [11, 13] },
        budget: { around: 800, currency: 'BRL' },
      },
    },
  },
  {
    id: 'fresh-d-fr-une-quinzaine-quatre-cents',
    category: 'fresh-2026-11d',
    artist: 'mara',
    tags: ['fr', 'web', 'numbers-as-words', 'complete'],
    note: '"Une quinzaine de centimètres" is about 15 cm; the budget and the age are written in words.',
    turns: [
      {
        say: "Bonjour, je voudrais un renard géométrique sur l'avant-bras gauche, d'une quinzaine de centimètres, pour un budget de quatre cents euros. J'ai trente-quatre ans.",
        gives: ['idea', 'style', 'placement', 'size', 'budget', 'age'],
      },
    ],
    conversation: { language: 'fr', minor: 'none' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        language: 'fr',
        idea: [['renard', 'fox']],
        style: 'Geometric',
        placement: { area: 'forearm', side: 'left' },
        size: { cm: [13, 17] },
        budget: { around: 400, currency: 'EUR' },
        age: 34,
      },
    },
  },
  {
    id: 'fresh-d-fr-franglais-flash-old-school',
    category: 'fresh-2026-11d',
    artist: 'noor',
    tags: ['fr', 'dm', 'mixed-language', 'question-back', 'flash'],
    note: 'Franglais ("old school", "full color", "chaud pour"). Noor does flash (artists.ts): a yes, in French.',
    turns: [
      {
        say: "yo noor, t'as des flashs old school dispo? chaud pour un cœur avec une dague sur le mollet, full color, budget 200 max 🔥",
        gives: ['idea', 'style', 'placement', 'color', 'budget'],
        questions: [
          {
            topic: 'flash available',
            answer: ['/(?<![\\p{L}])oui(?![\\p{L}])/iu', '/(fait|propose|a) (aussi )?(du|des) flash/iu'],
            about: ['flash'],
          },
        ],
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: false,
      fields: {
        language: 'fr',
        idea: [
          ['cœur', 'coeur', 'heart'],
          ['dague', 'dagger'],
        ],
        style: 'Traditional',
        placement: { area: 'calf' },
        color: 'color',
        budget: { around: 200 },
      },
    },
  },
  {
    id: 'fresh-d-fr-quebec-ma-blonde',
    category: 'fresh-2026-11d',
    artist: 'iris',
    tags: ['fr', 'dm', 'regional', 'question-back', 'companion'],
    note: 'Quebec French: "ma blonde" is the girlfriend, not a colour or the idea; bringing one person along is a default studio answer.',
    turns: [
      {
        say: "allo iris! j'aimerais ça me faire tatouer un petit colibri fine line su'l poignet, genre 4 cm 🐦 c'tu correct si j'amène ma blonde avec moi?",
        gives: ['idea', 'style', 'placement', 'size'],
        notIdea: ['blonde'],
        questions: [
          {
            topic: 'bringing the girlfriend',
            answer: [
              'accompagn',
              'bienvenue',
              '/(peux|pouvez|peut) (venir|l.amener|amener)/iu',
              'sans problème',
            ],
            about: ['blonde', 'amène', 'amener', 'venir'],
          },
        ],
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: false,
      fields: {
        language: 'fr',
        idea: [['colibri', 'hummingbird']],
        style: 'Minimalist',
        placement: { area: 'wrist' },
        size: { cm: [3.5, 4.5] },
      },
    },
  },
  {
    id: 'fresh-d-fr-photos-dabord-puis-les-mots',
    category: 'fresh-2026-11d',
    artist: 'mara',
    tags: ['fr', 'dm', 'images-first'],
    note: 'Two photos with no words (nothing tells the language yet: the first reply may be English), then the style, place and size in French: the photos are the reference, the replies follow in French.',
    turns: [
      { say: '', images: 2, replyLanguage: 'en' },
      {
        say: "coucou, c'est ça que j'aimerais mais en dotwork, sur l'omoplate droite, environ 15 cm",
        gives: ['style', 'placement', 'size', 'references'],
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: false,
      fields: {
        language: 'fr',
        style: 'Dotwork',
        placement: { area: ['shoulder blade', 'shoulder', 'back'], side: 'right' },
        size: { cm: [14, 16] },
        references: true,
      },
    },
  },
  {
    id: 'fresh-d-de-schwiizerduetsch-herzli',
    category: 'fresh-2026-11d',
    artist: 'mara',
    tags: ['de', 'dm', 'regional', 'question-back', 'price'],
    note: 'Swiss German ("es chliises herzli am handglänk", "was chostet das öppe"): a small heart on the wrist; the price is Mara\'s pricing answer, in German.',
    turns: [
      {
        say: 'grüezi mara! ich hätt gern es chliises geometrisches herzli am handglänk, so 3 cm. was chostet das öppe?',
        gives: ['idea', 'style', 'placement', 'size'],
        questions: [
          {
            topic: 'price',
            answer: [
              '/hängt[^.?!]{0,60}(größe|grösse|detail|stelle)/iu',
              '/(?<![\\p{L}])preis[^.?!]{0,60}(sobald|wenn)/iu',
            ],
            about: ['kost', 'preis', 'chost'],
          },
        ],
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: false,
      fields: {
        language: 'de',
        idea: [['herz', 'heart']],
        style: 'Geometric',
        placement: { area: 'wrist' },
        size: { cm: [2.5, 3.5] },
      },
    },
  },
  {
    id: 'fresh-d-de-ich-depp-linker-arm',
    category: 'fresh-2026-11d',
    artist: 'mara',
    tags: ['de', 'dm', 'correction', 'self-swearing'],
    note: '"Ich Depp" is the client scolding herself, not abuse; the side is corrected alone.',
    turns: [
      {
        say: 'hi mara, hätte gern nen blackwork oktopus am rechten oberarm, so 15cm, budget 400€',
        gives: ['idea', 'style', 'placement', 'size', 'budget'],
      },
      {
        say: 'boah ich depp 🙈 LINKER oberarm natürlich, nicht rechts',
        gives: ['placement'],
        mustNotSay: ['/(respektvoll|freundlich bleiben|beleidig)/iu'],
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: false,
      fields: {
        language: 'de',
        idea: [['oktopus', 'octopus', 'krake']],
        style: 'Blackwork',
        placement: { area: ['upper arm', 'arm'], side: 'left' },
        size: { cm: [14, 16] },
        budget: { around: 400, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-d-it-duecento-euro-farfalla',
    category: 'fresh-2026-11d',
    artist: 'mara',
    tags: ['it', 'dm', 'numbers-as-words'],
    note: '"Una decina di cm" is about 10 cm; "duecento euro" is 200 €.',
    turns: [
      {
        say: 'ciao mara! vorrei una farfalla geometrica sulla caviglia, una decina di cm, budget duecento euro 🦋',
        gives: ['idea', 'style', 'placement', 'size', 'budget'],
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: false,
      fields: {
        language: 'it',
        idea: [['farfalla', 'butterfly']],
        style: 'Geometric',
        placement: { area: 'ankle' },
        size: { cm: [9, 11] },
        budget: { around: 200, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-d-it-tutto-in-lettere',
    category: 'fresh-2026-11d',
    artist: 'mara',
    tags: ['it', 'web', 'numbers-as-words', 'complete'],
    note: 'Size, budget and age all in words: 15 cm, 350 €, 29.',
    turns: [
      {
        say: 'Buonasera, vorrei una fenice in dotwork sulla scapola sinistra, di circa quindici centimetri. Budget trecentocinquanta euro; ho ventinove anni.',
        gives: ['idea', 'style', 'placement', 'size', 'budget', 'age'],
      },
    ],
    conversation: { language: 'it', minor: 'none' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        language: 'it',
        idea: [['fenice', 'phoenix']],
        style: 'Dotwork',
        placement: { area: ['shoulder blade', 'shoulder', 'back'], side: 'left' },
        size: { cm: [14, 16] },
        budget: { around: 350, currency: 'EUR' },
        age: 29,
      },
    },
  },
] satisfies CaseInput[];
