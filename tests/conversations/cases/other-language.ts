import type { CaseInput, Language, ReplyCheck } from '../case-schema.ts';

/**
 * French, German and Italian. Issue #11 had them answered with a short English reply that said so; issue #23
 * makes them full languages, so each reply is now in the client's language (the checks below changed with it,
 * in the languages helper's commit). Their placements, sizes, colours and noes are read as before, the language
 * is kept on the brief, and nothing of the message is echoed as an idea.
 */
const IN_FRENCH: ReplyCheck = { language: 'fr' };
const IN_GERMAN: ReplyCheck = { language: 'de' };
const IN_ITALIAN: ReplyCheck = { language: 'it' };
/** A field left to the artist, said in the client's language (decision 018). */
const AT_THE_CONSULTATION = ['consultation', 'Beratung', 'consulenza'];

export default [
  {
    id: 'other-french',
    category: 'other-language',
    artist: 'mara',
    turns: [
      {
        say: "Bonjour, je voudrais un petit tatouage d'une lune sur le poignet, c'est possible ?",
        reply: IN_FRENCH,
      },
    ],
    expect: { ready: false, fields: { language: 'fr' } },
  },
  {
    id: 'other-german',
    category: 'other-language',
    artist: 'rafa',
    turns: [
      {
        say: 'Hallo, ich möchte ein realistisches Porträt von meinem Hund auf dem Unterarm. Was kostet das ungefähr?',
        reply: IN_GERMAN,
      },
    ],
    expect: { ready: false, fields: { language: 'de' } },
  },
  {
    id: 'other-italian',
    category: 'other-language',
    artist: 'mara',
    turns: [
      {
        say: 'Ciao! Vorrei fare un tatuaggio geometrico sul braccio, quanto costa più o meno?',
        reply: IN_ITALIAN,
      },
    ],
    expect: { ready: false, fields: { language: 'it' } },
  },
  {
    id: 'other-french-then-english',
    category: 'other-language',
    artist: 'iris',
    turns: [
      {
        say: "Salut ! Est-ce que vous faites des tatouages fine line ? J'aimerais une petite fleur.",
        reply: IN_FRENCH,
      },
      {
        say: 'ok sorry, a small fine line flower on my ankle, 2 inches',
        gives: ['idea', 'placement', 'size'],
        reply: { language: 'en' },
      },
    ],
    expect: { ready: false, fields: { placement: { area: 'ankle' }, idea: [['flower', 'fleur']] } },
  },
  {
    id: 'other-german-short',
    category: 'other-language',
    artist: 'juno',
    turns: [
      {
        say: 'Guten Tag! Haben Sie noch freie Termine im Dezember für ein traditionelles Motiv?',
        reply: IN_GERMAN,
      },
    ],
    expect: { ready: false, fields: { language: 'de' } },
  },
  {
    id: 'other-italian-memorial',
    category: 'other-language',
    artist: 'rafa',
    turns: [
      {
        say: 'Buongiorno, mio padre è morto a settembre e vorrei un ritratto di lui sulla spalla.',
        reply: IN_ITALIAN,
      },
    ],
    expect: { ready: false, fields: { language: 'it' } },
  },
  {
    id: 'other-french-price-slang',
    category: 'other-language',
    artist: 'mara',
    turns: [
      { say: "slt! je veux un tatouage géométrique sur l'avant-bras, c'est combien?", reply: IN_FRENCH },
    ],
    expect: { ready: false, fields: { language: 'fr' } },
  },
  {
    id: 'other-italian-walk-in',
    category: 'other-language',
    artist: 'iris',
    turns: [
      { say: 'Ciao! Posso venire senza appuntamento sabato per un piccolo tatuaggio?', reply: IN_ITALIAN },
    ],
    expect: { ready: false, fields: { language: 'it' } },
  },
  {
    id: 'other-french-petit-dragon',
    category: 'other-language',
    artist: 'mara',
    note: 'Consultation helper, 2026-11-23: a French size word beside the subject is the size.',
    turns: [{ say: "Salut, je voudrais un petit dragon, c'est possible ?", reply: IN_FRENCH }],
    expect: { ready: false, fields: { language: 'fr', size: { text: ['small'] } } },
  },
  ...placementCases('fr', [
    ["Bonjour, je voudrais une rose fine line sur l'avant-bras", { area: 'forearm' }],
    ['Salut ! Un grand loup dans le dos, c’est possible ?', { area: 'back' }],
    ['Bonjour, une petite hirondelle sur la cheville droite svp', { area: 'ankle', side: 'right' }],
    ["Je voudrais une lune à l'intérieur du poignet gauche", { area: 'inner wrist', side: 'left' }],
    ['bonjour, une fleur sur l epaule', { area: 'shoulder' }],
    ["Salut, un serpent derrière l'oreille, c'est faisable ?", { area: 'behind the ear' }],
    ['Bonjour ! Une phrase en bas du dos', { area: 'lower back' }],
  ]),
  ...placementCases('de', [
    ['Hallo, ich möchte eine Rose am linken Unterarm', { area: 'forearm', side: 'left' }],
    ['Hallo! Einen Wolf auf dem Rücken bitte', { area: 'back' }],
    ['Guten Tag, ein kleiner Anker an der Innenseite des Handgelenks', { area: 'inner wrist' }],
    ['Hallo, eine Schlange am Knöchel, geht das?', { area: 'ankle' }],
  ]),
  ...placementCases('it', [
    ["Ciao! Vorrei una rosa sull'avambraccio sinistro", { area: 'forearm', side: 'left' }],
    ['Ciao, un lupo sulla schiena, quanto costa?', { area: 'back' }],
    ['Buongiorno, vorrei una piccola luna sul polso destro', { area: 'wrist', side: 'right' }],
    ["Ciao, una frase sulla parte interna dell'avambraccio", { area: 'inner forearm' }],
    ['Ciao! Una farfalla sulla caviglia', { area: 'ankle' }],
  ]),
  ...noPlacementCases([
    ['fr', "Bonjour, je ne veux pas de tatouage sur le bras, plutôt autre chose. C'est possible ?"],
    ['it', 'Ciao, non sul braccio, vorrei un tatuaggio piccolo, è possibile?'],
    ['de', 'Hallo, nicht auf dem Arm bitte, ich möchte eine kleine Tätowierung'],
  ]),
  {
    id: 'other-fr-unsure-size-aucun',
    category: 'other-language',
    artist: 'mara',
    note: 'Decision 018: a no to the options offered to an unsure client leaves the field to the artist; never asked again.',
    turns: [
      { say: "je voudrais un loup géométrique sur l'avant-bras" },
      { say: 'je sais pas quelle taille', unsure: true, reply: { offersOptions: true } },
      { say: 'aucun', reply: { notAsks: ['size'], mustContainAny: AT_THE_CONSULTATION } },
    ],
    expect: { ready: false, fields: { language: 'fr', size: null, placement: { area: 'forearm' } } },
  },
  {
    id: 'other-fr-unsure-size-comme-tu-veux',
    category: 'other-language',
    artist: 'mara',
    note: 'Decision 018: a no to the options offered to an unsure client leaves the field to the artist; never asked again.',
    turns: [
      { say: "je voudrais un loup géométrique sur l'avant-bras" },
      { say: 'aucune idée de la taille', unsure: true, reply: { offersOptions: true } },
      { say: 'comme tu veux', reply: { notAsks: ['size'], mustContainAny: AT_THE_CONSULTATION } },
    ],
    expect: { ready: false, fields: { language: 'fr', size: null, placement: { area: 'forearm' } } },
  },
  {
    id: 'other-de-unsure-size-keins',
    category: 'other-language',
    artist: 'mara',
    note: 'Decision 018: a no to the options offered to an unsure client leaves the field to the artist; never asked again.',
    turns: [
      { say: 'ich möchte einen geometrischen Wolf am Unterarm' },
      { say: 'keine Ahnung wie groß', unsure: true, reply: { offersOptions: true } },
      { say: 'keins', reply: { notAsks: ['size'], mustContainAny: AT_THE_CONSULTATION } },
    ],
    expect: { ready: false, fields: { language: 'de', size: null, placement: { area: 'forearm' } } },
  },
  {
    id: 'other-de-unsure-size-egal',
    category: 'other-language',
    artist: 'mara',
    note: 'Decision 018: a no to the options offered to an unsure client leaves the field to the artist; never asked again.',
    turns: [
      { say: 'ich möchte einen geometrischen Wolf am Unterarm' },
      { say: 'weiß nicht wie groß', unsure: true, reply: { offersOptions: true } },
      { say: 'ist mir egal', reply: { notAsks: ['size'], mustContainAny: AT_THE_CONSULTATION } },
    ],
    expect: { ready: false, fields: { language: 'de', size: null, placement: { area: 'forearm' } } },
  },
  {
    id: 'other-it-unsure-size-nessuno',
    category: 'other-language',
    artist: 'mara',
    note: 'Decision 018: a no to the options offered to an unsure client leaves the field to the artist; never asked again.',
    turns: [
      { say: "vorrei un lupo geometrico sull'avambraccio" },
      { say: 'non so quanto grande', unsure: true, reply: { offersOptions: true } },
      { say: 'nessuno dei due', reply: { notAsks: ['size'], mustContainAny: AT_THE_CONSULTATION } },
    ],
    expect: { ready: false, fields: { language: 'it', size: null, placement: { area: 'forearm' } } },
  },
  {
    id: 'other-it-unsure-size-decidi-tu',
    category: 'other-language',
    artist: 'mara',
    note: 'Decision 018: a no to the options offered to an unsure client leaves the field to the artist; never asked again.',
    turns: [
      { say: "vorrei un lupo geometrico sull'avambraccio" },
      { say: 'non so la dimensione', unsure: true, reply: { offersOptions: true } },
      { say: 'decidi tu', reply: { notAsks: ['size'], mustContainAny: AT_THE_CONSULTATION } },
    ],
    expect: { ready: false, fields: { language: 'it', size: null, placement: { area: 'forearm' } } },
  },
  {
    id: 'other-fr-area-aisselle',
    category: 'other-language',
    artist: 'mara',
    note: 'Decision 018: an area the engine had no canonical name for.',
    turns: [{ say: "je voudrais un petit papillon sous l'aisselle" }],
    expect: { ready: false, fields: { language: 'fr', placement: { area: 'armpit' } } },
  },
  {
    id: 'other-fr-area-fesse',
    category: 'other-language',
    artist: 'mara',
    note: 'Decision 018: an area the engine had no canonical name for.',
    turns: [{ say: 'je voudrais un serpent sur la fesse gauche' }],
    expect: { ready: false, fields: { language: 'fr', placement: { area: 'buttock' } } },
  },
  {
    id: 'other-fr-area-genou',
    category: 'other-language',
    artist: 'mara',
    note: 'Decision 018: an area the engine had no canonical name for.',
    turns: [{ say: 'je voudrais un petit oeil derrière le genou' }],
    expect: { ready: false, fields: { language: 'fr', placement: { area: 'behind the knee' } } },
  },
  {
    id: 'other-de-area-kniekehle',
    category: 'other-language',
    artist: 'mara',
    note: 'Decision 018: an area the engine had no canonical name for.',
    turns: [{ say: 'ich möchte ein kleines Auge in der Kniekehle' }],
    expect: { ready: false, fields: { language: 'de', placement: { area: 'behind the knee' } } },
  },
  {
    id: 'other-de-area-achsel',
    category: 'other-language',
    artist: 'mara',
    note: 'Decision 018: an area the engine had no canonical name for.',
    turns: [{ say: 'ich möchte einen kleinen Mond in der Achselhöhle' }],
    expect: { ready: false, fields: { language: 'de', placement: { area: 'armpit' } } },
  },
  {
    id: 'other-de-area-po',
    category: 'other-language',
    artist: 'mara',
    note: 'Decision 018: an area the engine had no canonical name for.',
    turns: [{ say: 'ich möchte eine Schlange am Po' }],
    expect: { ready: false, fields: { language: 'de', placement: { area: 'buttock' } } },
  },
  {
    id: 'other-it-area-ascella',
    category: 'other-language',
    artist: 'mara',
    note: 'Decision 018: an area the engine had no canonical name for.',
    turns: [{ say: "vorrei una piccola falena sotto l'ascella" }],
    expect: { ready: false, fields: { language: 'it', placement: { area: 'armpit' } } },
  },
  {
    id: 'other-it-area-gluteo',
    category: 'other-language',
    artist: 'mara',
    note: 'Decision 018: an area the engine had no canonical name for.',
    turns: [{ say: 'vorrei un serpente sul gluteo' }],
    expect: { ready: false, fields: { language: 'it', placement: { area: 'buttock' } } },
  },
  {
    id: 'other-it-area-ginocchio',
    category: 'other-language',
    artist: 'mara',
    note: 'Decision 018: an area the engine had no canonical name for.',
    turns: [{ say: 'vorrei un piccolo occhio dietro il ginocchio' }],
    expect: { ready: false, fields: { language: 'it', placement: { area: 'behind the knee' } } },
  },
  {
    id: 'other-de-area-kiefer-not-face',
    category: 'other-language',
    artist: 'mara',
    note: 'Negative control (decision 018): "Kiefer" is also a pine, so it is not read as the jaw.',
    turns: [{ say: 'ich möchte eine Kiefer im Blackwork-Stil' }],
    expect: { ready: false, fields: { language: 'de', placement: null } },
  },
] satisfies CaseInput[];

/**
 * Decision 018: a placement written in French, German or Italian is read as the English reader would read it
 * (the same canonical area, side and sub-area), and answered in that language.
 */
function placementCases(
  language: Language,
  messages: ReadonlyArray<readonly [string, { area: string; side?: 'left' | 'right' }]>,
): CaseInput[] {
  return messages.map(([say, placement], index) => ({
    id: `other-${language}-placement-${index + 1}`,
    category: 'other-language',
    artist: 'mara',
    turns: [{ say, reply: { language } }],
    expect: { ready: false, fields: { language, placement } },
  }));
}

/** Negative controls: a body area the client does not want, in their own language's negation. */
function noPlacementCases(messages: ReadonlyArray<readonly [Language, string]>): CaseInput[] {
  return messages.map(([language, say], index) => ({
    id: `other-${language}-not-there-${index + 1}`,
    category: 'other-language',
    artist: 'mara',
    turns: [{ say, reply: { language } }],
    expect: { ready: false, fields: { language, placement: null } },
  }));
}
