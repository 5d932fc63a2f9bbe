import type { CaseInput } from '../../case-schema.ts';

/**
 * A style the artist does not do: said plainly (the nearest thing the artist does may be offered), the client's
 * style recorded, never silently redesigned. A cover-up is judged by the new piece's style, never refused for the
 * old one's. Claims: "black only" is never called black and grey; nothing is thanked for that was not sent; a
 * tattoo told as a family story is tattoo content, not small talk.
 */
export default [
  {
    id: 'fresh-b-iris-asked-for-traditional-dagger',
    category: 'fresh-2026-11b',
    artist: 'iris',
    tags: ['en', 'dm', 'style-not-offered', 'question-back'],
    turns: [
      {
        say: 'do u do traditional?? like bold lines n all. want a trad dagger through a heart on my calf',
        gives: ['idea', 'style', 'placement'],
        questions: [
          {
            topic: 'does Iris do traditional',
            answer: [
              "/(doesn'?t|does not|isn'?t|not)[^.?!]{0,40}(traditional|bold|offer|do|style)/i",
              'focuses on',
              'sticks to',
              'speciali',
              'mostly does',
            ],
            about: ['traditional', 'trad', 'bold', 'style'],
          },
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: { style: 'Traditional', idea: ['dagger'], placement: { area: 'calf' } },
    },
  },
  {
    id: 'fresh-b-noor-covers-a-realism-rose',
    category: 'fresh-2026-11b',
    artist: 'noor',
    tags: ['en', 'web', 'cover-up'],
    note: 'The old piece is realism; the new one is a traditional panther, which Noor does, in colour.',
    turns: [
      {
        say: "Hi Noor, I've got an old black and grey realism rose on my forearm that healed patchy. Could you cover it with a traditional panther? Colour is totally fine, whatever covers best.",
        gives: ['idea', 'style', 'placement', 'color'],
        mustNotSay: [
          "/(doesn'?t|does not|don'?t|can'?t) (do|offer|work in|tattoo|cover)[^.?!]{0,20}realism/i",
          "/realism (isn'?t|is not) (something|offered|in)/i",
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        coverUp: true,
        style: 'Traditional',
        idea: ['panther'],
        placement: { area: 'forearm' },
        color: 'color',
      },
    },
  },
  {
    id: 'fresh-b-black-lines-zero-grey',
    category: 'fresh-2026-11b',
    artist: 'mara',
    tags: ['en', 'web', 'false-claim'],
    note: 'Black lines with no grey shading is not black and grey.',
    turns: [
      {
        say: "Hi! I'm after a fern in blackwork along my ribs, about 14 cm. Black lines only please, zero grey shading.",
        gives: ['idea', 'style', 'placement', 'size', 'color'],
        mustNotSay: ['black and grey', 'black & grey', 'black and gray', 'black-and-grey'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        idea: ['fern'],
        style: 'Blackwork',
        placement: { area: 'rib' },
        size: { cm: [13, 15] },
        color: 'black_and_grey',
      },
    },
  },
  {
    id: 'fresh-b-grandads-navy-anchor',
    category: 'fresh-2026-11b',
    artist: 'noor',
    tags: ['en', 'dm', 'reading'],
    note: 'A family story that is the tattoo: the anchor and the spot are the brief, "the 60s" is no age.',
    turns: [
      {
        say: 'my grandad was a sailor and had a trad anchor on his forearm from the navy in the 60s. i want the exact same one in the same spot 🥲⚓',
        gives: ['idea', 'style', 'placement'],
        notIdea: ['navy'],
      },
    ],
    conversation: { language: 'en', minor: 'none' },
    expect: {
      ready: false,
      fields: { underAge: false, idea: ['anchor'], style: 'Traditional', placement: { area: 'forearm' } },
    },
  },
  {
    id: 'fresh-b-like-the-snake-you-posted',
    category: 'fresh-2026-11b',
    artist: 'mara',
    tags: ['en', 'dm', 'false-claim', 'size'],
    note: "The client points at Mara's own post; nothing was sent, so nothing is thanked for or said to be received.",
    turns: [
      {
        say: 'sooo i saw the snake u posted last week and i need something like that but smaller, wrapping my ankle',
        gives: ['idea', 'placement', 'size'],
        mustNotSay: ['/(got|received|saw) (your|the) (pic|photo|image|screenshot)/i'],
      },
    ],
    conversation: { language: 'en' },
    expect: { ready: false, fields: { idea: ['snake'], placement: { area: 'ankle' } } },
  },
  {
    id: 'fresh-b-es-rafa-watercolour-hummingbird',
    category: 'fresh-2026-11b',
    artist: 'rafa',
    tags: ['es', 'web', 'style-not-offered', 'question-back'],
    turns: [
      {
        say: 'Hola Rafa, ¿haces estilo acuarela? Me encantaría un colibrí en acuarela, con manchas de color, en el omóplato izquierdo.',
        gives: ['idea', 'style', 'placement', 'color'],
        questions: [
          {
            topic: 'does Rafa do watercolour',
            answer: [
              'no hace',
              'no trabaja',
              'no ofrece',
              'no es algo',
              'se dedica',
              'se centra',
              'se especializa',
              'no lo ofrece',
            ],
            about: ['acuarela', 'estilo'],
          },
        ],
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: false,
      fields: {
        language: 'es',
        style: 'Watercolor',
        color: 'color',
        idea: [['colibrí', 'colibri', 'hummingbird']],
        placement: { area: ['shoulder blade', 'omóplato', 'omoplato'], side: 'left' },
      },
    },
  },
  {
    id: 'fresh-b-es-blurry-koi-under-an-eagle',
    category: 'fresh-2026-11b',
    artist: 'noor',
    tags: ['es', 'dm', 'cover-up', 'size'],
    note: "The old koi is Japanese; the new eagle is traditional, which Noor does. The size is the eagle's.",
    turns: [
      {
        say: 'hola noor! tengo un koi japonés en el muslo que se ha quedado borroso 😩 me lo podrías tapar con un águila tradicional? más grande, unos 25cm',
        gives: ['idea', 'style', 'placement', 'size'],
        mustNotSay: ['/no (hace|trabaja|ofrece|hago)[^.?!]{0,30}japon/iu'],
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: false,
      fields: {
        language: 'es',
        coverUp: true,
        style: 'Traditional',
        idea: [['águila', 'aguila', 'eagle']],
        placement: { area: 'thigh' },
        size: { cm: [24, 26] },
      },
    },
  },
  {
    id: 'fresh-b-pt-skull-only-black',
    category: 'fresh-2026-11b',
    artist: 'noor',
    tags: ['pt', 'web', 'false-claim'],
    note: '"Só em preto, sem cor nenhuma" is black only, never "preto e cinza".',
    turns: [
      {
        say: 'Oi Noor! Queria uma caveira tradicional na panturrilha direita, uns 12 cm, mas só em preto, sem cor nenhuma.',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
        mustNotSay: ['preto e cinza', 'preto e cinzento', 'black and grey', 'black & grey'],
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: false,
      fields: {
        language: 'pt',
        idea: [['caveira', 'skull']],
        style: 'Traditional',
        placement: { area: 'calf', side: 'right' },
        size: { cm: [11, 13] },
        color: 'black_and_grey',
      },
    },
  },
  {
    id: 'fresh-b-fr-ex-name-under-a-rose',
    category: 'fresh-2026-11b',
    artist: 'rafa',
    tags: ['fr', 'dm', 'cover-up'],
    note: 'A breakup said in passing: no cheer before it; the new piece is a realistic rose, which Rafa does.',
    turns: [
      {
        say: "bonjour, j'ai le prénom de mon ex sur l'avant-bras (rupture compliquée...) et je voudrais le cacher avec une rose réaliste, un peu plus grande, genre 10 cm",
        gives: ['idea', 'style', 'placement', 'size'],
        reply: { mustNotContain: ['Génial', 'Super !', 'Parfait !', 'Trop bien'] },
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: false,
      fields: {
        language: 'fr',
        coverUp: true,
        style: 'Realism',
        idea: ['rose'],
        placement: { area: 'forearm' },
        size: { cm: [9, 11] },
      },
    },
  },
  {
    id: 'fresh-b-de-tribal-upper-arm-under-an-eagle',
    category: 'fresh-2026-11b',
    artist: 'noor',
    tags: ['de', 'dm', 'cover-up'],
    note: 'The tribal is the old piece; the new eagle is traditional, in colour.',
    turns: [
      {
        say: 'hey noor, hab n altes tribal am oberarm aus den 2000ern 🙈 kannst du das mit nem traditional adler covern? farbe gern',
        gives: ['idea', 'style', 'placement', 'color'],
        mustNotSay: [
          '/(macht|mache|sticht|bietet|covert|überdeckt)[^.?!]{0,20}(kein|nicht|keine)[^.?!]{0,20}tribal/iu',
          '/tribal[^.?!]{0,30}(nicht im angebot|bietet (sie|noor) nicht|macht (sie|noor) nicht)/iu',
        ],
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: false,
      fields: {
        language: 'de',
        coverUp: true,
        style: 'Traditional',
        idea: [['adler', 'eagle']],
        placement: { area: ['upper arm', 'arm'] },
        color: 'color',
      },
    },
  },
  {
    id: 'fresh-b-it-iris-american-traditional-panther',
    category: 'fresh-2026-11b',
    artist: 'iris',
    tags: ['it', 'dm', 'style-not-offered', 'question-back'],
    turns: [
      {
        say: 'ciao iris fai anche il tradizionale americano? tipo una pantera colorata sul braccio',
        gives: ['idea', 'style', 'placement', 'color'],
        questions: [
          {
            topic: 'does Iris do American traditional',
            answer: [
              'non fa',
              'non lavora',
              'non è il suo',
              'si dedica',
              'si concentra',
              'non offre',
              'non realizza',
              'si occupa',
            ],
            about: ['tradizional', 'stile'],
          },
        ],
      },
    ],
    conversation: { language: 'it' },
    expect: {
      ready: false,
      fields: {
        language: 'it',
        style: 'Traditional',
        color: 'color',
        idea: [['pantera', 'panther']],
        placement: { area: 'arm' },
      },
    },
  },
] satisfies CaseInput[];
