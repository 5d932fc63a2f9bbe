import type { CaseInput } from '../../case-schema.ts';

/**
 * Ages that are someone else's, numbers that are no age, and minors in languages the set had none in (issue #23:
 * "asking for my little brother, he's 16" refused kindly and never saved; "my mum (she's 52) wants one too" is
 * not a minor).
 */
export default [
  {
    id: 'fresh-age-asking-for-a-15-year-old-cousin',
    category: 'fresh-2026-11',
    artist: 'noor',
    tags: ['en', 'dm', 'someone-elses-age', 'minor'],
    note: "The tattoo would be the cousin's: under 18, refused kindly, not saved.",
    turns: [
      {
        say: 'heyy can my cousin get a lil trad anchor on his wrist? hes 15 but honestly super mature lol, id pay for it',
        notIdea: ['cousin'],
      },
    ],
    conversation: { language: 'en', minor: 'tattooed' },
    expect: { ready: false, save: 'refused', fields: { underAge: true } },
  },
  {
    id: 'fresh-age-dad-58-matching-compasses',
    category: 'fresh-2026-11',
    artist: 'mara',
    tags: ['en', 'web', 'someone-elses-age'],
    turns: [
      {
        say: "Hi! My dad (he's 58) and I want matching compass tattoos for his retirement. Geometric, on the inner forearm, about 7 cm.",
        gives: ['idea', 'style', 'placement', 'size'],
      },
      { say: "I'm 31 btw, he'll message you himself about his one", gives: ['age'] },
    ],
    conversation: { language: 'en', minor: 'none', notClientAge: [58] },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        age: 31,
        underAge: false,
        idea: ['compass'],
        style: 'Geometric',
        placement: { area: 'forearm' },
        size: { cm: [6.5, 7.5] },
      },
    },
  },
  {
    id: 'fresh-age-my-dog-is-14',
    category: 'fresh-2026-11',
    artist: 'rafa',
    tags: ['en', 'dm', 'someone-elses-age', 'distress'],
    turns: [
      {
        say: 'my dog bruno is 14 now and slowing down a lot 🥺 want a realistic portrait of him on my calf while hes still here',
        gives: ['idea', 'style', 'placement'],
      },
      { say: 'about 15cm. i have loads of photos of him', images: 3, gives: ['size', 'references'] },
    ],
    conversation: { language: 'en', minor: 'none', notClientAge: [14] },
    expect: {
      ready: false,
      fields: {
        underAge: false,
        idea: [['bruno', 'dog']],
        placement: { area: 'calf' },
        size: { cm: [14, 16] },
        references: true,
      },
    },
  },
  {
    id: 'fresh-age-teacher-of-15-year-olds',
    category: 'fresh-2026-11',
    artist: 'iris',
    tags: ['en', 'web', 'someone-elses-age'],
    turns: [
      {
        say: "I teach 15 year olds, so I'd like something small I can hide under a watch strap: a fine line wave on my left wrist, about 3 cm, budget around $200. I'm 29.",
        gives: ['idea', 'style', 'placement', 'size', 'budget', 'age'],
      },
    ],
    conversation: { language: 'en', minor: 'none', notClientAge: [15] },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        age: 29,
        underAge: false,
        idea: ['wave'],
        placement: { area: 'wrist', side: 'left' },
        size: { cm: [2.5, 3.5] },
        budget: { around: 200 },
      },
    },
  },
  {
    id: 'fresh-de-17-booking-for-after-september',
    category: 'fresh-2026-11',
    artist: 'mara',
    tags: ['de', 'web', 'minor'],
    turns: [
      {
        say: 'Hallo! Ich bin 17, werde aber am 2. September 18. Kann ich schon einen Termin für danach ausmachen? Ich hätte gern eine kleine Wolke in Dotwork am Knöchel.',
        gives: ['age', 'idea', 'style', 'placement'],
      },
    ],
    conversation: { language: 'de', minor: 'tattooed' },
    expect: {
      ready: false,
      save: 'refused',
      fields: { underAge: true, turnsAdultSoon: true, language: 'de' },
      some: { mustContainAny: ['Geburtstag', 'danach', 'nach deinem', 'nach dem 2.'] },
    },
  },
  {
    id: 'fresh-it-16-mum-signs',
    category: 'fresh-2026-11',
    artist: 'iris',
    tags: ['it', 'dm', 'minor', 'question-back'],
    turns: [
      {
        say: "ciao iris! vorrei una piccola scritta 'libera' in fine line sulla caviglia",
        gives: ['idea', 'style', 'placement', 'size'],
      },
      {
        say: 'ho 16 anni ma mia mamma firma il consenso, va bene lo stesso?',
        gives: ['age'],
        questions: [
          {
            topic: 'parental consent under 18',
            answer: [
              'maggiorenn',
              '/almeno 18/i',
              '/(solo|soltanto|only)[^.?!]{0,40}18/i',
              '/18 anni (o più|in su|compiuti)/i',
            ],
            about: ['consenso', 'anni', 'mamma'],
          },
        ],
      },
    ],
    conversation: { language: 'it', minor: 'tattooed' },
    expect: { ready: false, save: 'refused', fields: { underAge: true, age: 16, language: 'it' } },
  },
  {
    id: 'fresh-pt-16-years-married',
    category: 'fresh-2026-11',
    artist: 'mara',
    tags: ['pt', 'dm', 'someone-elses-age'],
    note: '"16 anos de casados" is an anniversary, not an age.',
    turns: [
      {
        say: 'oi! quero fazer uma tatuagem pros nossos 16 anos de casados: as iniciais do casal em pontilhismo no pulso, bem pequenininha',
        gives: ['style', 'placement', 'size'],
      },
    ],
    conversation: { language: 'pt', minor: 'none', notClientAge: [16] },
    expect: {
      ready: false,
      fields: {
        language: 'pt',
        underAge: false,
        style: 'Dotwork',
        placement: { area: 'wrist' },
        size: { text: ['small', 'tiny', 'peque'] },
      },
    },
  },
] satisfies CaseInput[];
