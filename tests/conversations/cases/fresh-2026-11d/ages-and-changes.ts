import type { CaseInput } from '../../case-schema.ts';

/**
 * Ages and people: an 18 that is a cousin's, an older sister of 18 offering to sign for a 16-year-old, a birth
 * date that makes a French client 17, a wife writing for her husband of 41. A change of style after the artist
 * said she doesn't do the first one: the new style is taken and the old one never said back.
 */
export default [
  {
    id: 'fresh-d-iris-trad-then-fine-line',
    category: 'fresh-2026-11d',
    artist: 'iris',
    tags: ['en', 'dm', 'style-not-offered', 'question-back', 'correction'],
    note: 'Iris lists traditional among the styles she avoids: said plainly; the client then switches to fine line, which is taken, and the swallow is never called traditional again.',
    turns: [
      {
        say: 'hiii could u do a traditional swallow on my ankle?? 🐦',
        // Not `style`: offering the nearest style Iris does ("would fine line work?") is the right reply.
        gives: ['idea', 'placement'],
        questions: [
          {
            topic: 'does Iris do traditional',
            answer: [
              "/(doesn'?t|does not|don'?t|do not|isn'?t|is not|not)[^.?!]{0,40}(traditional|trad)/i",
              '/(only|focuses on|sticks to|specialises in|specializes in)[^.?!]{0,40}(fine[- ]line|minimalist|script|botanical)/i',
            ],
            about: ['traditional', 'style'],
          },
        ],
      },
      {
        say: 'ahh ok fair!! fine line then, same swallow, like 4cm',
        gives: ['style', 'size'],
        mustNotSay: ['/traditional swallow/i'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        idea: ['swallow'],
        style: 'Minimalist',
        placement: { area: 'ankle' },
        size: { cm: [3.5, 4.5] },
      },
    },
  },
  {
    id: 'fresh-d-cousin-just-turned-18',
    category: 'fresh-2026-11d',
    artist: 'noor',
    tags: ['en', 'dm', 'someone-elses-age', 'question-back', 'companion'],
    note: "The 18 is the cousin's, who comes along for support: not the client's age, which is still unknown (so not ready). Bringing one person is a default studio answer.",
    turns: [
      {
        say: 'my cousin literally just turned 18 and she wants to tag along for moral support lol. i want a trad panther crawling up my forearm, full colour, about 18cm. is it ok if she sits with me?',
        gives: ['idea', 'style', 'placement', 'size', 'color'],
        questions: [
          {
            topic: 'the cousin sitting in',
            answer: [
              'welcome',
              '/bring (her|one person|someone|a friend)/i',
              'along',
              '/(she|your cousin) can (come|sit|join)/i',
            ],
            about: ['cousin', 'bring', 'sit', 'along', 'support'],
          },
        ],
      },
    ],
    conversation: { language: 'en', minor: 'none', notClientAge: [18] },
    expect: {
      ready: false,
      fields: {
        underAge: false,
        idea: ['panther'],
        style: 'Traditional',
        placement: { area: 'forearm' },
        size: { cm: [16, 20] },
        color: 'color',
      },
    },
  },
  {
    id: 'fresh-d-sister-18-offers-to-sign',
    category: 'fresh-2026-11d',
    artist: 'iris',
    tags: ['en', 'dm', 'minor', 'someone-elses-age', 'question-back'],
    note: "The client is 16; the sister of 18 signing changes nothing (Iris: 18+ with photo ID, no exceptions). Refused kindly, not saved; the 18 is not the client's.",
    turns: [
      {
        say: "hii so i'm 16 but my older sister is 18 and she said she'd sign for me 🥺 could i get a tiny fine line butterfly on my hip? would that work?",
        gives: ['age', 'idea', 'style', 'placement', 'size'],
        questions: [
          {
            topic: 'the sister signing',
            answer: ['/(?<![\\d])18(?![\\d])/', 'no exceptions', 'eighteen'],
            about: ['sign', 'sister', 'consent'],
          },
        ],
      },
    ],
    conversation: { language: 'en', minor: 'tattooed', notClientAge: [18] },
    expect: {
      ready: false,
      save: 'refused',
      fields: { underAge: true, age: 16 },
    },
  },
  {
    id: 'fresh-d-fr-nee-le-3-mars-2009',
    category: 'fresh-2026-11d',
    artist: 'iris',
    tags: ['fr', 'web', 'minor', 'birth-date', 'question-back'],
    note: 'Born on 3 March 2009, she is 17 today (November 2026): the 18+ rule said in French, kindly; nothing saved.',
    turns: [
      {
        say: "Bonjour, je suis née le 3 mars 2009 et j'aimerais un petit tatouage fine line, une étoile derrière l'oreille. C'est possible ?",
        gives: ['age', 'idea', 'style', 'placement', 'size'],
        questions: [
          {
            topic: 'is it possible',
            answer: ['/(?<![\\d])18(?![\\d])/', 'dix-huit', 'majeur'],
            about: ['possible', 'tatou'],
          },
        ],
      },
    ],
    conversation: { language: 'fr', minor: 'tattooed' },
    expect: {
      ready: false,
      save: 'refused',
      fields: { language: 'fr', underAge: true },
    },
  },
  {
    id: 'fresh-d-it-per-mio-marito',
    category: 'fresh-2026-11d',
    artist: 'noor',
    tags: ['it', 'web', 'on-behalf', 'complete'],
    note: 'A wife writes for her husband, who is not on Instagram: the piece is his, and his 41 is the age of the person to be tattooed. "Marito" is not the idea.',
    turns: [
      {
        say: 'Ciao Noor! Ti scrivo per mio marito, che non usa Instagram: vorrebbe una tigre tradizionale a colori sul polpaccio destro, circa 20 cm. Lui ha 41 anni e il budget è 400 euro.',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        notIdea: ['marito'],
      },
    ],
    conversation: { language: 'it', minor: 'none' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        language: 'it',
        idea: [['tigre', 'tiger']],
        style: 'Traditional',
        placement: { area: 'calf', side: 'right' },
        size: { cm: [19, 21] },
        color: 'color',
        budget: { around: 400, currency: 'EUR' },
        age: 41,
      },
    },
  },
] satisfies CaseInput[];
