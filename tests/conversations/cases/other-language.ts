import type { CaseInput, ReplyCheck } from '../case-schema.ts';

/**
 * Languages without a phrasebook (issue #11): a short English reply that says so, the language kept on the
 * brief, and nothing of the message echoed as an idea.
 */
const SAYS_ENGLISH: ReplyCheck = { mustContainAny: ['English', 'anglais', 'Englisch', 'inglese'] };

export default [
  {
    id: 'other-french',
    category: 'other-language',
    artist: 'mara',
    turns: [
      {
        say: "Bonjour, je voudrais un petit tatouage d'une lune sur le poignet, c'est possible ?",
        reply: SAYS_ENGLISH,
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
        reply: SAYS_ENGLISH,
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
        reply: SAYS_ENGLISH,
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
        reply: SAYS_ENGLISH,
      },
      {
        say: 'ok sorry, a small fine line flower on my ankle, 2 inches',
        gives: ['idea', 'placement', 'size'],
        reply: { language: 'en' },
      },
    ],
    expect: { ready: false, fields: { placement: { area: 'ankle' }, idea: ['flower'] } },
  },
  {
    id: 'other-german-short',
    category: 'other-language',
    artist: 'juno',
    turns: [
      {
        say: 'Guten Tag! Haben Sie noch freie Termine im Dezember für ein traditionelles Motiv?',
        reply: SAYS_ENGLISH,
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
        reply: SAYS_ENGLISH,
      },
    ],
    expect: { ready: false, fields: { language: 'it' } },
  },
  {
    id: 'other-french-price-slang',
    category: 'other-language',
    artist: 'mara',
    turns: [
      { say: "slt! je veux un tatouage géométrique sur l'avant-bras, c'est combien?", reply: SAYS_ENGLISH },
    ],
    expect: { ready: false, fields: { language: 'fr' } },
  },
  {
    id: 'other-italian-walk-in',
    category: 'other-language',
    artist: 'iris',
    turns: [
      { say: 'Ciao! Posso venire senza appuntamento sabato per un piccolo tatuaggio?', reply: SAYS_ENGLISH },
    ],
    expect: { ready: false, fields: { language: 'it' } },
  },
  {
    id: 'other-french-petit-dragon',
    category: 'other-language',
    artist: 'mara',
    note: 'Consultation helper, 2026-11-23: a French size word beside the subject is the size.',
    turns: [{ say: "Salut, je voudrais un petit dragon, c'est possible ?", reply: SAYS_ENGLISH }],
    expect: { ready: false, fields: { language: 'fr', size: { text: ['small'] } } },
  },
] satisfies CaseInput[];
