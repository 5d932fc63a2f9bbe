import type { CaseInput } from '../../case-schema.ts';

/**
 * English clients: a size corrected from centimetres to inches, a budget ceiling ("no more than"), a range in
 * hundreds ("4-5 hundred"), a birth year with an apostrophe, a style changed mid-chat, a cover-up asked without
 * the word (hiding an ex's name), matching pieces for two sisters, "money's no object" (no figure to record),
 * a message in capitals without punctuation, a Pinterest board as references, a typo storm, and "in two weeks".
 */
export default [
  {
    id: 'fresh-h-en-inches-not-cm',
    category: 'fresh-2026-11h',
    artist: 'mara',
    tags: ['en', 'dm', 'correction', 'size-unit'],
    note: 'The second message corrects the unit: 8 inches (about 20 cm), not 8 cm. Nothing else changes.',
    turns: [
      {
        say: 'hi! blackwork snake wrapping my forearm, 8cm long, black only, im 30 and my budget is 450',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
      },
      { say: 'sorry typo, i meant 8 inches not 8 cm', gives: ['size'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['snake'],
        style: 'Blackwork',
        placement: { area: 'forearm' },
        size: { cm: [19, 22] },
        color: 'black',
        age: 30,
        budget: { around: 450 },
      },
    },
  },
  {
    id: 'fresh-h-en-no-more-than',
    category: 'fresh-2026-11h',
    artist: 'mara',
    tags: ['en', 'web', 'budget-ceiling'],
    note: '"no more than $350" is a ceiling: max 350, no minimum invented.',
    turns: [
      {
        say: "Hello, I'm looking for a geometric compass on my inner bicep, roughly 10 cm, black and grey. I can spend no more than $350. I'm 26.",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'budget', 'age'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['compass'],
        style: 'Geometric',
        placement: { area: ['bicep', 'arm'] },
        size: { cm: [9, 11] },
        color: 'black_and_grey',
        budget: { max: 350, currency: 'USD' },
        age: 26,
      },
    },
  },
  {
    id: 'fresh-h-en-four-five-hundred',
    category: 'fresh-2026-11h',
    artist: 'noor',
    tags: ['en', 'dm', 'budget-range-words'],
    note: '"4-5 hundred" is 400 to 500.',
    turns: [
      {
        say: 'yo noor, trad panther head on my calf, like 12cm, full colour. budget 4-5 hundred. 29',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'budget', 'age'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['panther'],
        style: 'Traditional',
        placement: { area: 'calf' },
        size: { cm: [11, 13] },
        color: 'color',
        budget: { min: 400, max: 500 },
        age: 29,
      },
    },
  },
  {
    id: 'fresh-h-en-born-in-99',
    category: 'fresh-2026-11h',
    artist: 'mara',
    tags: ['en', 'dm', 'birth-year', 'adult'],
    note: '"born in \'99" makes the client 26 or 27 in November 2026: an adult. The age question is never asked again.',
    turns: [
      {
        say: "dotwork sun on my sternum, about 9cm, black. born in '99 if you need to know. budget around 300",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        reply: { notAsks: ['age'] },
      },
    ],
    conversation: { language: 'en', minor: 'none' },
    expect: {
      ready: true,
      fields: {
        underAge: false,
        idea: ['sun'],
        style: 'Dotwork',
        placement: { area: ['sternum', 'chest'] },
        size: { cm: [8, 10] },
        budget: { around: 300 },
      },
    },
  },
  {
    id: 'fresh-h-en-style-changed',
    category: 'fresh-2026-11h',
    artist: 'noor',
    tags: ['en', 'dm', 'correction', 'style-change'],
    note: 'The client moves from fine line to neo-traditional in the second message: the style is updated, the rest kept.',
    turns: [
      {
        say: 'hi! a rose with a dagger through it on my outer thigh, 15cm, in colour, fine line. 33, budget 400',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
      },
      { say: 'hmm actually scratch the fine line, make it neo trad with bold lines', gives: ['style'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['rose', 'dagger'],
        style: 'Neo-traditional',
        placement: { area: 'thigh' },
        size: { cm: [14, 16] },
        color: 'color',
        age: 33,
        budget: { around: 400 },
      },
    },
  },
  {
    id: 'fresh-h-en-hide-ex-name',
    category: 'fresh-2026-11h',
    artist: 'rafa',
    tags: ['en', 'dm', 'cover-up-implicit', 'question-back'],
    note: "Hiding an ex's name is a cover-up though the word never appears; Rafa takes cover-ups. Kindness first.",
    turns: [
      {
        say: "so embarrassing but I have my ex's name on my ankle and I need it gone lol. could you put a realistic lion over it? maybe 8cm, black and grey. I'm 35, budget 500 euros",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        reply: { empathy: true },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        coverUp: true,
        idea: ['lion'],
        style: 'Realism',
        placement: { area: 'ankle' },
        size: { cm: [7, 9] },
        color: 'black_and_grey',
        age: 35,
        budget: { around: 500, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-h-en-matching-sisters',
    category: 'fresh-2026-11h',
    artist: 'iris',
    tags: ['en', 'web', 'two-people', 'companion-adult'],
    note: "Matching pieces for the client and her sister (both adults): the idea is the matching hearts; the sister's age is not the client's.",
    turns: [
      {
        say: "Hi Iris! My sister and I want matching tiny fine line hearts on our ring fingers, like 1.5cm. I'm 24 and she's 21. Budget is $200 for both of us.",
        gives: ['idea', 'style', 'placement', 'size', 'age', 'budget'],
      },
    ],
    conversation: { language: 'en', notClientAge: [21] },
    expect: {
      ready: true,
      fields: {
        idea: ['heart'],
        placement: { area: 'finger' },
        size: { cm: [1, 2] },
        age: 24,
        budget: { around: 200 },
      },
    },
  },
  {
    id: 'fresh-h-en-money-no-object',
    category: 'fresh-2026-11h',
    artist: 'mara',
    tags: ['en', 'dm', 'budget-open'],
    note: '"money\'s no object" gives no figure: no budget invented, and no minimum claimed for Mara (no intake set).',
    turns: [
      {
        say: "want a big geometric stag on my chest, 25cm-ish, black and grey. money's no object honestly, I just want it done right. 38",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age'],
      },
    ],
    conversation: { language: 'en', mustNotSay: ['/minimum (is|of) \\$?\\d/i'] },
    expect: {
      ready: false,
      fields: {
        idea: ['stag'],
        style: 'Geometric',
        placement: { area: 'chest' },
        size: { cm: [23, 27] },
        color: 'black_and_grey',
        age: 38,
      },
    },
  },
  {
    id: 'fresh-h-en-all-caps',
    category: 'fresh-2026-11h',
    artist: 'noor',
    tags: ['en', 'dm', 'shouting', 'no-punctuation'],
    note: 'Capitals and no punctuation are read as any other message.',
    turns: [
      {
        say: 'HEY I WANT A TRADITIONAL EAGLE ON MY CHEST ABOUT 20 CM FULL COLOUR IM 41 BUDGET 700 DOLLARS',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['eagle'],
        style: 'Traditional',
        placement: { area: 'chest' },
        size: { cm: [19, 21] },
        color: 'color',
        age: 41,
        budget: { around: 700, currency: 'USD' },
      },
    },
  },
  {
    id: 'fresh-h-en-pinterest-board',
    category: 'fresh-2026-11h',
    artist: 'iris',
    tags: ['en', 'web', 'references-words'],
    note: 'A Pinterest board is references: the assistant does not ask for references again.',
    turns: [
      {
        say: "Hiya, I'd like some fine line lettering on my collarbone, my grandma's handwriting, about 7cm. I've got a pinterest board of the vibe I want. I'm 27, budget $250.",
        gives: ['idea', 'style', 'placement', 'size', 'references', 'age', 'budget'],
        reply: { notAsks: ['references'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        references: true,
        placement: { area: 'collarbone' },
        size: { cm: [6, 8] },
        age: 27,
        budget: { around: 250 },
      },
    },
  },
  {
    id: 'fresh-h-en-typo-storm',
    category: 'fresh-2026-11h',
    artist: 'mara',
    tags: ['en', 'dm', 'typos'],
    note: 'Phone typos in the style, the subject and the body part.',
    turns: [
      {
        say: 'hii can i get a geomtric wofl on my forarm, arround 14cm, blakc only. 23 yo, budgt 380',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['wolf'],
        style: 'Geometric',
        placement: { area: 'forearm' },
        size: { cm: [13, 15] },
        color: 'black',
        age: 23,
        budget: { around: 380 },
      },
    },
  },
  {
    id: 'fresh-h-en-two-weeks-opening',
    category: 'fresh-2026-11h',
    artist: 'iris',
    tags: ['en', 'dm', 'timing-relative', 'question-back', 'availability'],
    note: '"in two weeks" is the timing; whether there is an opening is answered honestly (Iris books through her link).',
    turns: [
      {
        say: 'hi! small fine line butterfly behind my ear, 3cm, black. 22, budget 150. any chance you have something in two weeks?',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget', 'timing'],
        asks: 'availability',
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['butterfly'],
        placement: { area: 'ear' },
        size: { cm: [2, 4] },
        timing: ['two weeks', '2 weeks'],
        age: 22,
        budget: { around: 150 },
      },
    },
  },
] satisfies CaseInput[];
