import type { CaseInput } from '../../case-schema.ts';

/**
 * Styles the artist does not do (Irezumi to Mara, watercolour to Mara, Polynesian tribal to Iris, a realistic
 * cat portrait to Noor, a tiny fine-line wave to Kai): said plainly, the client's style recorded, never silently
 * redesigned. A cover-up judged by the new piece (a watercolour feather under a realistic raven for Rafa, who
 * avoids watercolour). Colour said exactly ("everything black except the red apple", "tutta nera", "nur rot und
 * schwarz"), never turned into black and grey or into a colour that was not said. A guarantee that finger
 * tattoos will not fade is never given.
 */
export default [
  {
    id: 'fresh-c-de-irezumi-fuer-mara',
    category: 'fresh-2026-11c',
    artist: 'mara',
    tags: ['de', 'web', 'style-not-offered', 'question-back'],
    turns: [
      {
        say: 'Hallo Mara, machst du auch Irezumi? Ich träume von einem Drachen im traditionellen japanischen Stil auf dem ganzen Rücken.',
        gives: ['idea', 'style', 'placement', 'size'],
        questions: [
          {
            topic: 'does Mara do Irezumi',
            answer: [
              '/(nicht|kein)[^.?!]{0,50}(japanisch|irezumi|stil|angebot|anbiet)/iu',
              '/(konzentriert|spezialisiert|arbeitet|macht)[^.?!]{0,50}(blackwork|geometri|dotwork)/iu',
              '/(nur|ausschließlich)[^.?!]{0,30}(blackwork|geometri|dotwork)/iu',
            ],
            about: ['irezumi', 'japanisch', 'stil'],
          },
        ],
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: false,
      fields: {
        language: 'de',
        idea: [['drache', 'dragon']],
        style: 'Japanese',
        placement: { area: 'back' },
      },
    },
  },
  {
    id: 'fresh-c-pt-aquarela-baleia-mara',
    category: 'fresh-2026-11c',
    artist: 'mara',
    tags: ['pt', 'dm', 'style-not-offered', 'question-back', 'colour'],
    turns: [
      {
        say: 'vc faz aquarela? queria uma baleia em aquarela, azul e roxo, na lateral da coxa 🐋',
        gives: ['idea', 'style', 'placement', 'color'],
        questions: [
          {
            topic: 'does Mara do watercolour',
            answer: [
              '/(?<![\\p{L}])não[^.?!]{0,50}(aquarela|faz|trabalha|é o estilo)/iu',
              '/(trabalha|foca|especializ|faz)[^.?!]{0,50}(blackwork|geométric|pontilhismo|dotwork)/iu',
              '/(só|apenas|somente)[^.?!]{0,30}(blackwork|geométric|pontilhismo|dotwork)/iu',
            ],
            about: ['aquarela', 'estilo'],
          },
        ],
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: false,
      fields: {
        language: 'pt',
        idea: [['baleia', 'whale']],
        style: 'Watercolor',
        placement: { area: 'thigh' },
        color: 'color',
      },
    },
  },
  {
    id: 'fresh-c-es-tribal-polinesio-iris',
    category: 'fresh-2026-11c',
    artist: 'iris',
    tags: ['es', 'web', 'style-not-offered', 'question-back'],
    note: 'Iris lists tribal among the styles she avoids: a plain no, kindly, with what she does instead.',
    turns: [
      {
        say: 'Hola Iris, ¿harías un tribal polinesio alrededor del tobillo? Algo tipo brazalete, de unos 5 cm de alto.',
        gives: ['idea', 'style', 'placement', 'size'],
        questions: [
          {
            topic: 'does Iris do Polynesian tribal',
            answer: [
              '/(?<![\\p{L}])no[^.?!]{0,50}(tribal|hace|trabaja|tatúa)/iu',
              '/(trabaja|se centra|especializ|se dedica)[^.?!]{0,50}(fine line|línea fina|minimal|letras|lettering|botánic)/iu',
            ],
            about: ['tribal', 'polinesio', 'estilo'],
          },
        ],
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: false,
      fields: { language: 'es', style: 'Tribal', placement: { area: 'ankle' }, size: { cm: [4.5, 5.5] } },
    },
  },
  {
    id: 'fresh-c-it-ritratto-gatto-a-noor',
    category: 'fresh-2026-11c',
    artist: 'noor',
    tags: ['it', 'dm', 'style-not-offered', 'question-back'],
    note: 'Noor does American traditional only: a realistic portrait is not hers, said plainly; a traditional cat may be offered, never silently put in its place.',
    turns: [
      {
        say: 'ciao noor, faresti un ritratto realistico del mio gatto? 🐈‍⬛ sul polpaccio, tipo 15 cm',
        gives: ['idea', 'style', 'placement', 'size'],
        questions: [
          {
            topic: 'does Noor do realistic portraits',
            answer: [
              '/(?<![\\p{L}])non[^.?!]{0,50}(realistic|ritratt|fa|lavora|tatua)/iu',
              '/(solo|soltanto|esclusivamente)[^.?!]{0,30}(tradizional|traditional)/iu',
              '/(?<![\\p{L}])non (lo |la )?(offre|propone|fa parte)/iu',
            ],
            about: ['ritratto', 'realistic', 'stile'],
          },
        ],
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: false,
      fields: {
        language: 'it',
        idea: [['gatto', 'cat']],
        placement: { area: 'calf' },
        size: { cm: [14, 16] },
      },
    },
  },
  {
    id: 'fresh-c-fr-petite-vague-a-kai',
    category: 'fresh-2026-11c',
    artist: 'kai',
    tags: ['fr', 'web', 'style-not-offered', 'question-back'],
    note: 'Kai does large-scale Japanese work only: a 4 cm fine-line wave is not his, said plainly in French.',
    turns: [
      {
        say: 'Bonjour Kai, est-ce que tu fais aussi des petits tatouages minimalistes ? Je voudrais une petite vague en fine line sur le poignet, 4 cm.',
        gives: ['idea', 'style', 'placement', 'size'],
        questions: [
          {
            topic: 'does Kai do small minimalist pieces',
            answer: [
              "/(ne|n')[^.?!]{0,40}pas[^.?!]{0,40}(minimal|petit|fine|ce style)/iu",
              '/(spécialis|se concentre|uniquement|seulement|exclusivement)[^.?!]{0,60}(japonais|grand|grandes)/iu',
              'grandes pièces',
              'grand format',
              '/ne fait pas partie de (son|ses)/iu',
            ],
            about: ['minimal', 'petit', 'style', 'fine'],
          },
        ],
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: false,
      fields: {
        language: 'fr',
        idea: [['vague', 'wave']],
        style: 'Minimalist',
        placement: { area: 'wrist' },
        size: { cm: [3.5, 4.5] },
      },
    },
  },
  {
    id: 'fresh-c-watercolour-feather-under-a-raven',
    category: 'fresh-2026-11c',
    artist: 'rafa',
    tags: ['en', 'web', 'cover-up'],
    note: 'Rafa avoids watercolour, but the watercolour is the old piece; the new one is a black and grey realistic raven, which he does, and he takes cover-ups.',
    turns: [
      {
        say: "Hi Rafa, I have an old watercolour feather on my right shoulder blade that's gone blotchy. Could you cover it with a black and grey realistic raven? Thinking around 20cm, budget €800.",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'budget'],
        mustNotSay: [
          "/(doesn'?t|does not|don'?t|won'?t|can'?t)[^.?!]{0,20}(do|offer|work in|tattoo)[^.?!]{0,20}watercolou?r/i",
          "/watercolou?r (isn'?t|is not) (something|offered|in|one)/i",
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        coverUp: true,
        idea: ['raven'],
        style: 'Realism',
        placement: { area: 'shoulder blade', side: 'right' },
        size: { cm: [19, 21] },
        color: 'black_and_grey',
        budget: { around: 800, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-c-black-apple-one-red-detail',
    category: 'fresh-2026-11c',
    artist: 'mara',
    tags: ['en', 'dm', 'colour', 'false-claim', 'size'],
    note: 'Everything black except a red apple is colour, not black (ink only) nor black and grey; 3 inches is about 7.5 cm.',
    turns: [
      {
        say: 'blackwork snow white apple on my ankle bone, 3 inches. everything black except the apple itself, that one red 🍎',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
        mustNotSay: ['black and grey', 'black & grey', 'black and gray', 'black-and-grey', 'black only'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        idea: ['apple'],
        style: 'Blackwork',
        placement: { area: 'ankle' },
        size: { cm: [7, 8] },
        color: 'color',
      },
    },
  },
  {
    id: 'fresh-c-it-tutta-nera-piano-piano',
    category: 'fresh-2026-11c',
    artist: 'iris',
    tags: ['it', 'web', 'colour', 'false-claim'],
    note: 'All black with no grey shading: recorded as black (ink only), never said back as black and grey.',
    turns: [
      {
        say: "Ciao Iris! Vorrei la scritta 'piano piano' in fine line sul polso sinistro, tutta nera, senza sfumature grigie. Budget 180 euro.",
        gives: ['idea', 'style', 'placement', 'color', 'budget'],
        mustNotSay: ['/nero e grigio/iu', '/bianco e grigio/iu', '/black (and|&) gr[ae]y/i'],
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: false,
      fields: {
        language: 'it',
        idea: ['piano'],
        style: 'Minimalist',
        placement: { area: 'wrist', side: 'left' },
        color: 'black',
        budget: { around: 180, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-c-de-nur-rot-und-schwarz',
    category: 'fresh-2026-11c',
    artist: 'noor',
    tags: ['de', 'dm', 'colour', 'false-claim'],
    note: 'Red and black only, no green: colour, and no green leaves or black and grey said back.',
    turns: [
      {
        say: 'hey noor! traditional rose am handgelenk, nur rot und schwarz bitte, kein grün 🌹 so 7cm',
        gives: ['idea', 'style', 'placement', 'color', 'size'],
        mustNotSay: ['/schwarz[- ]?(und[- ]?)?grau/iu', '/black (and|&) gr[ae]y/i', '/grüne?n? bl(a|ä)tt/iu'],
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: false,
      fields: {
        language: 'de',
        idea: ['rose'],
        style: 'Traditional',
        placement: { area: 'wrist' },
        size: { cm: [6, 8] },
        color: 'color',
      },
    },
  },
  {
    id: 'fresh-c-es-dedos-me-garantizas',
    category: 'fresh-2026-11c',
    artist: 'mara',
    tags: ['es', 'dm', 'false-claim', 'question-back'],
    note: 'Finger tattoos fade more than most: no one can guarantee they will not; saying so, mentioning touch-ups, or asking Mara is fine.',
    turns: [
      {
        say: "quiero 'amor' en los dedos, letras en blackwork. me garantizas que no se borra? dicen que en los dedos se va 😕",
        gives: ['idea', 'style', 'placement'],
        questions: [
          {
            topic: 'fading on fingers',
            answer: [
              '/(desgast|borr|difumin|aclar|apag)[^.?!]{0,80}(dedos|manos)/iu',
              '/(dedos|manos)[^.?!]{0,80}(desgast|borr|difumin|aclar|apag|retoque)/iu',
              'retoque',
              '/no (se )?(puede|podemos|puedo)[^.?!]{0,20}garantiz/iu',
            ],
            about: ['dedo', 'borr', 'garant', 'desgast'],
            defer: true,
          },
        ],
        mustNotSay: [
          '/(?<!no (se |te )?(lo )?(puede|puedo|podemos)?\\s?)(te )?(lo )?garantiz(o|amos|a) que/iu',
          '/(?<!(prometer|garantizar|asegurar)(te)? que )no se (va|van) a borrar/iu',
          '/nunca se borra/iu',
        ],
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: false,
      fields: { language: 'es', idea: ['amor'], style: 'Blackwork', placement: { area: ['finger', 'hand'] } },
    },
  },
] satisfies CaseInput[];
