import type { CaseInput } from '../case-schema.ts';

/**
 * Six languages (issue #23 item 5), written by the languages helper on 2026-11-27 before the engine spoke French,
 * German or Italian: a client writing in French, German or Italian is answered in that language, all through;
 * their body areas (omoplate, Schulterblatt, avambraccio), styles, sizes, colours, money, yes and no are read;
 * a conversation keeps its language when the client sends a short message ("ok", "300€", "black"), and follows a
 * client who clearly switches with a long message in another language.
 */
export default [
  {
    id: 'lang-fr-omoplate-full',
    category: 'languages',
    artist: 'rafa',
    conversation: { language: 'fr' },
    turns: [
      {
        say: "Bonjour ! Je voudrais un portrait réaliste de ma grand-mère sur l'omoplate gauche",
        gives: ['idea', 'style', 'placement'],
      },
      { say: 'environ 15 cm, en noir et gris', gives: ['size', 'color'] },
      { say: 'mon budget est de 500 euros', gives: ['budget'] },
      { say: "oui, j'ai 31 ans", gives: ['age'] },
    ],
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        language: 'fr',
        style: 'Portrait',
        placement: { area: 'shoulder blade', side: 'left' },
        size: { cm: [14, 16] },
        color: 'black_and_grey',
        budget: { around: 500, currency: 'EUR' },
        age: 31,
      },
    },
  },
  {
    id: 'lang-de-schulterblatt-full',
    category: 'languages',
    artist: 'rafa',
    conversation: { language: 'de' },
    turns: [
      {
        say: 'Hallo! Ich hätte gern ein realistisches Porträt von meinem Hund auf dem rechten Schulterblatt',
        gives: ['idea', 'style', 'placement'],
      },
      { say: 'ungefähr 12 cm, schwarz und grau', gives: ['size', 'color'] },
      { say: 'Mein Budget liegt bei 400 Euro', gives: ['budget'] },
      { say: 'ja, ich bin 27', gives: ['age'] },
    ],
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        language: 'de',
        style: 'Portrait',
        placement: { area: 'shoulder blade', side: 'right' },
        size: { cm: [11, 13] },
        color: 'black_and_grey',
        budget: { around: 400, currency: 'EUR' },
        age: 27,
      },
    },
  },
  {
    id: 'lang-it-avambraccio-full',
    category: 'languages',
    artist: 'rafa',
    conversation: { language: 'it' },
    turns: [
      {
        say: "Ciao! Vorrei un ritratto realistico di mio nonno sull'avambraccio sinistro",
        gives: ['idea', 'style', 'placement'],
      },
      { say: 'circa 14 cm, in bianco e nero', gives: ['size', 'color'] },
      { say: 'il mio budget è di 450 euro', gives: ['budget'] },
      { say: 'sì, ho 35 anni', gives: ['age'] },
    ],
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        language: 'it',
        style: 'Portrait',
        placement: { area: 'forearm', side: 'left' },
        size: { cm: [13, 15] },
        color: 'black_and_grey',
        budget: { around: 450, currency: 'EUR' },
        age: 35,
      },
    },
  },
  {
    id: 'lang-fr-price-question-with-facts',
    category: 'languages',
    artist: 'rafa',
    conversation: { language: 'fr' },
    turns: [
      {
        say: "Salut, je voudrais une rose réaliste sur le mollet, à peu près 10 cm. C'est combien à peu près ?",
        gives: ['idea', 'style', 'placement', 'size'],
        questions: [{ topic: 'price', about: ['prix', 'tarif', 'minimum', 'coût'], answer: ['300'] }],
      },
    ],
    expect: {
      ready: false,
      fields: {
        language: 'fr',
        style: 'Realism',
        placement: { area: 'calf' },
        size: { cm: [9, 11] },
      },
    },
  },
  {
    id: 'lang-de-walk-ins-question',
    category: 'languages',
    artist: 'iris',
    conversation: { language: 'de' },
    turns: [
      {
        say: 'Hallo, kann ich am Samstag ohne Termin vorbeikommen für ein kleines Fineline Herz am Handgelenk?',
        gives: ['idea', 'placement'],
        questions: [
          {
            topic: 'walk-ins',
            about: ['ohne termin', 'walk'],
            answer: ['/(?<![\\p{L}])ja(?![\\p{L}])/iu', 'willkommen', 'gerne'],
          },
        ],
      },
    ],
    expect: { ready: false, fields: { language: 'de', placement: { area: 'wrist' }, style: 'Minimalist' } },
  },
  {
    id: 'lang-it-colori-piccolo',
    category: 'languages',
    artist: 'mara',
    conversation: { language: 'it' },
    turns: [
      {
        say: 'Ciao! Vorrei una farfalla piccola a colori sulla caviglia',
        gives: ['idea', 'placement', 'color'],
      },
    ],
    expect: {
      ready: false,
      fields: {
        language: 'it',
        idea: ['farfalla'],
        placement: { area: 'ankle' },
        color: 'color',
        size: { text: ['small'] },
      },
    },
  },
  {
    id: 'lang-fr-geometrique-aquarelle',
    category: 'languages',
    artist: 'mara',
    conversation: { language: 'fr' },
    turns: [
      {
        say: "Bonjour, j'aimerais un renard géométrique sur la cuisse",
        gives: ['idea', 'style', 'placement'],
      },
    ],
    expect: {
      ready: false,
      fields: { language: 'fr', style: 'Geometric', placement: { area: 'thigh' }, idea: ['renard'] },
    },
  },
  {
    id: 'lang-de-geometrisch-oberschenkel',
    category: 'languages',
    artist: 'mara',
    conversation: { language: 'de' },
    turns: [
      {
        say: 'Hi, ich möchte einen geometrischen Fuchs auf dem Oberschenkel, eher klein',
        gives: ['idea', 'style', 'placement', 'size'],
      },
    ],
    expect: {
      ready: false,
      fields: {
        language: 'de',
        style: 'Geometric',
        placement: { area: 'thigh' },
        idea: ['fuchs'],
        size: { text: ['small'] },
      },
    },
  },
  {
    id: 'lang-it-no-references',
    category: 'languages',
    artist: 'mara',
    conversation: { language: 'it' },
    turns: [
      {
        say: 'Buongiorno, vorrei un piccolo sole sul polso, in nero, circa 4 cm',
        gives: ['idea', 'placement', 'color', 'size'],
      },
      { say: 'non ho riferimenti, nessuna immagine', gives: ['references'] },
    ],
    expect: {
      ready: false,
      fields: {
        language: 'it',
        placement: { area: 'wrist' },
        references: false,
        color: 'black',
        size: { cm: [3.5, 4.5] },
      },
    },
  },
  {
    id: 'lang-fr-under-age',
    category: 'languages',
    artist: 'iris',
    conversation: { language: 'fr', minor: 'tattooed' },
    turns: [
      {
        say: "Salut ! J'ai 16 ans et je voudrais une petite étoile sur le poignet",
        gives: ['idea', 'placement', 'age'],
      },
    ],
    expect: { ready: false, save: 'refused', fields: { language: 'fr', age: 16, underAge: true } },
  },
  {
    id: 'lang-de-human-handoff',
    category: 'languages',
    artist: 'rafa',
    conversation: { language: 'de' },
    turns: [
      {
        say: 'Kann ich bitte direkt mit Rafa sprechen? Lieber mit einem echten Menschen.',
        reply: { handoff: true },
      },
    ],
    expect: { ready: false, fields: { language: 'de', idea: null } },
  },
  {
    id: 'lang-it-greeting-only',
    category: 'languages',
    artist: 'mara',
    conversation: { language: 'it' },
    turns: [{ say: 'Ciao! Buongiorno', notIdea: ['ciao', 'buongiorno'], reply: { language: 'it' } }],
    expect: { ready: false, fields: { language: 'it', idea: null } },
  },
  {
    id: 'lang-fr-short-answers-keep-french',
    category: 'languages',
    artist: 'mara',
    note: 'A short message after several in French keeps the conversation in French.',
    conversation: { language: 'fr' },
    turns: [
      {
        say: 'Bonjour, je voudrais un petit chat minimaliste derrière l’oreille',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      { say: 'black', gives: ['color'], replyLanguage: 'fr' },
      { say: '200€', gives: ['budget'], replyLanguage: 'fr' },
      { say: 'ok', replyLanguage: 'fr' },
    ],
    expect: {
      ready: false,
      fields: {
        language: 'fr',
        color: 'black',
        budget: { around: 200, currency: 'EUR' },
        placement: { area: 'behind the ear' },
      },
    },
  },
  {
    id: 'lang-es-short-english-keeps-spanish',
    category: 'languages',
    artist: 'mara',
    note: 'A short English word in a Spanish conversation does not switch the replies to English.',
    conversation: { language: 'es' },
    turns: [
      {
        say: 'Hola! Quiero una luna pequeña en la muñeca, en negro',
        gives: ['idea', 'placement', 'size', 'color'],
      },
      { say: 'ok thanks', replyLanguage: 'es' },
      { say: 'sorry, 150', gives: ['budget'], replyLanguage: 'es' },
    ],
    expect: {
      ready: false,
      fields: { language: 'es', placement: { area: 'wrist' }, budget: { around: 150 } },
    },
  },
  {
    id: 'lang-de-short-yes-keeps-german',
    category: 'languages',
    artist: 'iris',
    conversation: { language: 'de' },
    turns: [
      {
        say: 'Hallo! Ich möchte eine kleine Fineline Rose am Knöchel, etwa 5 cm, nur schwarz',
        gives: ['idea', 'placement', 'size', 'color', 'style'],
      },
      { say: 'ja', replyLanguage: 'de' },
      { say: '200 euro', gives: ['budget'], replyLanguage: 'de' },
    ],
    expect: {
      ready: false,
      fields: {
        language: 'de',
        placement: { area: 'ankle' },
        color: 'black',
        budget: { around: 200 },
      },
    },
  },
  {
    id: 'lang-it-short-si-keeps-italian',
    category: 'languages',
    artist: 'mara',
    conversation: { language: 'it' },
    turns: [
      {
        say: 'Ciao! Vorrei una rondine sulla clavicola destra, circa 8 cm',
        gives: ['idea', 'placement', 'size'],
      },
      { say: 'nero', gives: ['color'], replyLanguage: 'it' },
      { say: 'sì', replyLanguage: 'it' },
    ],
    expect: {
      ready: false,
      fields: { language: 'it', placement: { area: 'collarbone', side: 'right' }, color: 'black' },
    },
  },
  {
    id: 'lang-en-then-clear-switch-to-spanish',
    category: 'languages',
    artist: 'mara',
    note: 'A client who clearly switches language mid-conversation is followed.',
    conversation: { language: 'en' },
    turns: [
      { say: 'hi! i want a small moth on my forearm', gives: ['idea', 'placement', 'size'] },
      {
        say: 'perdón, mejor te escribo en español: la quiero en negro y mi presupuesto es de unos 200 euros',
        gives: ['color', 'budget'],
        replyLanguage: 'es',
      },
      { say: 'ok', replyLanguage: 'es' },
    ],
    expect: {
      ready: false,
      fields: { language: 'es', color: 'black', budget: { around: 200, currency: 'EUR' } },
    },
  },
  {
    id: 'lang-fr-then-clear-switch-to-english',
    category: 'languages',
    artist: 'mara',
    conversation: { language: 'fr' },
    turns: [
      { say: 'Bonjour ! Je voudrais un serpent fin le long de la colonne', gives: ['idea', 'placement'] },
      {
        say: "sorry my french is bad, let me write in english: I'd like it in black and grey, around 25 cm long",
        gives: ['color', 'size'],
        replyLanguage: 'en',
      },
    ],
    expect: {
      ready: false,
      fields: { language: 'en', placement: { area: 'spine' }, color: 'black_and_grey' },
    },
  },
  {
    id: 'lang-pt-short-messages-keep-portuguese',
    category: 'languages',
    artist: 'mara',
    conversation: { language: 'pt' },
    turns: [
      {
        say: 'Oi! Quero uma tatuagem de uma flor de lótus no ombro, uns 10 cm',
        gives: ['idea', 'placement', 'size'],
      },
      { say: 'preto', gives: ['color'], replyLanguage: 'pt' },
      { say: 'ok, 300', gives: ['budget'], replyLanguage: 'pt' },
    ],
    expect: {
      ready: false,
      fields: { language: 'pt', placement: { area: 'shoulder' }, budget: { around: 300 } },
    },
  },
  {
    id: 'lang-it-unsure-style-options',
    category: 'languages',
    artist: 'iris',
    conversation: { language: 'it' },
    turns: [
      {
        say: "Ciao, vorrei una scritta sull'avambraccio, il nome di mia figlia",
        gives: ['idea', 'placement'],
      },
      { say: 'non so che dimensione', unsure: true, reply: { offersOptions: true } },
    ],
    expect: { ready: false, fields: { language: 'it', placement: { area: 'forearm' } } },
  },
  {
    id: 'lang-de-memorial-warmth',
    category: 'languages',
    artist: 'rafa',
    conversation: { language: 'de' },
    turns: [
      {
        say: 'Hallo, mein Vater ist im Frühling gestorben und ich möchte ein Porträt von ihm auf dem Oberarm',
        gives: ['idea', 'placement'],
        reply: { empathy: true },
      },
    ],
    expect: { ready: false, fields: { language: 'de', style: 'Portrait', placement: { area: 'upper arm' } } },
  },
  {
    id: 'lang-fr-books-closed',
    category: 'languages',
    artist: 'juno',
    conversation: { language: 'fr' },
    turns: [
      {
        say: "Bonjour, je voudrais une hirondelle traditionnelle en couleur sur l'avant-bras, vers 12 cm",
        gives: ['idea', 'style', 'color', 'placement', 'size'],
      },
    ],
    expect: {
      ready: false,
      fields: {
        language: 'fr',
        style: 'Traditional',
        color: 'color',
        placement: { area: 'forearm' },
        size: { cm: [11, 13] },
      },
    },
  },
] satisfies CaseInput[];
