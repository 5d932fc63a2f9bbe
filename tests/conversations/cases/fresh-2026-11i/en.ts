import type { CaseInput } from '../../case-schema.ts';

/**
 * English clients: a size given by a body part ("the size of my palm") in pounds, "1.2k", an age in words, a
 * deposit question inside a complete message, a partner's and a sister's ages beside the client's own, grief
 * before any detail, a placement changed, "no colour", a typo storm, a 16-year-old whose mum would sign, a cover-up
 * whose new piece has a style of its own, and a style the artist does not do.
 */
export default [
  {
    id: 'fresh-i-en-palm-pounds',
    category: 'fresh-2026-11i',
    artist: 'noor',
    tags: ['en', 'dm', 'size-body-part', 'currency'],
    note: 'A size by a body part: "about the size of my palm". Noor is in Bristol; "£200" is pounds.',
    turns: [
      {
        say: 'alright noor, after a trad swallow on the back of my hand, about the size of my palm, full colour. got £200 for it and im 27',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'budget', 'age'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['swallow'],
        style: 'Traditional',
        placement: { area: 'hand' },
        size: { text: ['palm'] },
        color: 'color',
        budget: { around: 200, currency: 'GBP' },
        age: 27,
      },
    },
  },
  {
    id: 'fresh-i-en-one-point-two-k',
    category: 'fresh-2026-11i',
    artist: 'mara',
    tags: ['en', 'dm', 'budget-k', 'large'],
    note: '"1.2k" is 1200; a half sleeve on the left arm is the size.',
    turns: [
      {
        say: 'geometric wolf as a half sleeve on my left arm, black and grey. budget is 1.2k and im 34',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'budget', 'age'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['wolf'],
        style: 'Geometric',
        placement: { area: 'arm', side: 'left' },
        size: { text: ['half sleeve', 'half-sleeve'] },
        color: 'black_and_grey',
        budget: { around: 1200 },
        age: 34,
      },
    },
  },
  {
    id: 'fresh-i-en-age-in-words',
    category: 'fresh-2026-11i',
    artist: 'iris',
    tags: ['en', 'web', 'age-words'],
    note: 'An age written in words ("twenty-four"); fine line is Iris\'s own style.',
    turns: [
      {
        say: "Hi Iris! I'd love a tiny fine line olive branch behind my ear, maybe 5cm, black. I'm twenty-four and my budget is $180.",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        reply: { notAsks: ['age'] },
      },
    ],
    conversation: { language: 'en', minor: 'none' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['olive'],
        style: 'Minimalist',
        placement: { area: 'ear' },
        size: { cm: [4, 6] },
        color: 'black',
        age: 24,
        budget: { around: 180 },
      },
    },
  },
  {
    id: 'fresh-i-en-deposit-by-card',
    category: 'fresh-2026-11i',
    artist: 'iris',
    tags: ['en', 'dm', 'question-with-facts'],
    note: "Everything given plus a question: the deposit is in Iris's data ($50); how it is paid is not, so deferring on the card is fine.",
    turns: [
      {
        say: 'fine line peony on my ankle, 7cm, black, im 29, budget 250. do you take card for the deposit?',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        asks: 'deposit',
        questions: [
          { topic: 'deposit by card', about: ['deposit', 'card', 'pay'], answer: ['$50'], defer: true },
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['peony'],
        placement: { area: 'ankle' },
        size: { cm: [6, 8] },
        color: 'black',
        age: 29,
        budget: { around: 250 },
      },
    },
  },
  {
    id: 'fresh-i-en-girlfriend-nineteen',
    category: 'fresh-2026-11i',
    artist: 'mara',
    tags: ['en', 'dm', 'someone-elses-age', 'matching'],
    note: "The girlfriend's 19 is not the client's age; the client is 23. Nobody is a minor.",
    turns: [
      {
        say: "me and my girlfriend (she's 19) want matching dotwork moons on our wrists, 3cm each, black. i'm 23, budget 200 for both",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
      },
    ],
    conversation: { language: 'en', minor: 'none', notClientAge: [19] },
    expect: {
      ready: true,
      fields: {
        idea: ['moon'],
        style: 'Dotwork',
        placement: { area: 'wrist' },
        size: { cm: [2, 4] },
        color: 'black',
        age: 23,
        budget: { around: 200 },
      },
    },
  },
  {
    id: 'fresh-i-en-sister-fifteen-sits-in',
    category: 'fresh-2026-11i',
    artist: 'mara',
    tags: ['en', 'dm', 'companion-minor', 'question-back'],
    note: 'The 15-year-old only keeps her sister company: the client (30) is not refused; whether she may sit in is not in the data.',
    turns: [
      {
        say: 'blackwork raven on my right shoulder blade, about 12 cm, im 30, budget 400. can my little sister (15) come and sit with me while you do it?',
        gives: ['idea', 'style', 'placement', 'size', 'age', 'budget'],
        questions: [
          { topic: 'companion', about: ['sister', 'with you', 'bring', 'accompan', 'company'], defer: true },
        ],
      },
    ],
    conversation: { language: 'en', minor: 'companion', notClientAge: [15] },
    expect: {
      ready: false,
      fields: {
        idea: ['raven'],
        style: 'Blackwork',
        placement: { area: 'shoulder', side: 'right' },
        size: { cm: [11, 13] },
        age: 30,
        budget: { around: 400 },
      },
    },
  },
  {
    id: 'fresh-i-en-grief-first',
    category: 'fresh-2026-11i',
    artist: 'rafa',
    tags: ['en', 'dm', 'distress', 'memorial', 'lettering'],
    note: 'Grief before any detail: warmth first. His signature from a birthday card, inner wrist; no budget yet.',
    turns: [
      {
        say: "hey. lost my dad in march and honestly i've been a mess. i want his signature from an old birthday card on my inner wrist, about 6cm, black. im 38",
        gives: ['idea', 'placement', 'size', 'color', 'age'],
        reply: { empathy: true, notAsks: ['idea', 'placement', 'size', 'age'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        idea: ['signature'],
        placement: { area: 'wrist' },
        size: { cm: [5, 7] },
        age: 38,
      },
    },
  },
  {
    id: 'fresh-i-en-placement-moved',
    category: 'fresh-2026-11i',
    artist: 'mara',
    tags: ['en', 'web', 'correction', 'placement-change'],
    note: 'The placement moves from the forearm to the calf; nothing else changes.',
    turns: [
      {
        say: 'Hi! Dotwork mandala on my forearm, 10cm, black, I am 31 and my budget is $300.',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
      },
      { say: 'actually could we put it on my calf instead?', gives: ['placement'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['mandala'],
        style: 'Dotwork',
        placement: { area: 'calf' },
        size: { cm: [9, 11] },
        age: 31,
        budget: { around: 300 },
      },
    },
  },
  {
    id: 'fresh-i-en-no-colour-linework',
    category: 'fresh-2026-11i',
    artist: 'mara',
    tags: ['en', 'dm', 'color-negated'],
    note: '"no colour, just linework" is black ink; never "colour".',
    turns: [
      {
        say: 'geometric fox head on my upper arm, no colour, just linework. around 9 cm. 25 and i can do $250',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        mustNotSay: ['in colour', 'in color', 'full colour', 'full color'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['fox'],
        style: 'Geometric',
        placement: { area: 'arm' },
        size: { cm: [8, 10] },
        color: 'black',
        age: 25,
        budget: { around: 250 },
      },
    },
  },
  {
    id: 'fresh-i-en-typo-moth',
    category: 'fresh-2026-11i',
    artist: 'mara',
    tags: ['en', 'dm', 'typos'],
    note: 'dotwrok, sternim, blak and gray, budjet: read as dotwork, sternum, black and grey, budget.',
    turns: [
      {
        say: 'hi i want a dotwrok moth on my sternim about 12cm blak and gray, 28, budjet 350',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fields: {
        idea: ['moth'],
        style: 'Dotwork',
        placement: { area: ['sternum', 'chest'] },
        size: { cm: [11, 13] },
        color: 'black_and_grey',
        age: 28,
        budget: { around: 350 },
      },
    },
  },
  {
    id: 'fresh-i-en-sixteen-mum-signs',
    category: 'fresh-2026-11i',
    artist: 'noor',
    tags: ['en', 'dm', 'minor-self', 'parental-consent'],
    note: 'A 16-year-old whose mum would sign: Noor is 18+ only with ID. Refused kindly, never ready, never saved.',
    turns: [
      {
        say: "hey im 16 but my mum said she'd come and sign for me, could i get a small trad anchor on my ankle?",
        gives: ['idea', 'style', 'placement', 'size', 'age'],
        reply: { mustContainAny: ['18'] },
      },
    ],
    conversation: { language: 'en', minor: 'tattooed' },
    expect: {
      ready: false,
      save: 'refused',
      fields: { underAge: true },
    },
  },
  {
    id: 'fresh-i-en-cover-tribal-with-lion',
    category: 'fresh-2026-11i',
    artist: 'rafa',
    tags: ['en', 'web', 'cover-up', 'new-piece-style'],
    note: "A realistic lion over an old tribal band: a cover-up whose style is the new piece's (Realism), never Tribal.",
    turns: [
      {
        say: "I've got an old tribal armband I hate. Could you cover it with a realistic lion? Upper arm, about 15cm, black and grey. I'm 40, budget €600.",
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
      },
    ],
    conversation: { language: 'en', mustNotSay: ["tribal isn't", 'tribal is not', "don't do tribal"] },
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['lion'],
        style: 'Realism',
        coverUp: true,
        placement: { area: 'arm' },
        size: { cm: [14, 16] },
        color: 'black_and_grey',
        age: 40,
        budget: { around: 600, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-i-en-style-iris-does-not-do',
    category: 'fresh-2026-11i',
    artist: 'iris',
    tags: ['en', 'web', 'style-not-offered'],
    note: "Iris does not do traditional: the reply says so plainly and offers her fine line; the lead keeps the client's style.",
    turns: [
      {
        say: 'Can you do a bold American traditional eagle across my chest? About 20cm, full colour. I am 35, budget $500.',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'age', 'budget'],
        reply: { mustContainAny: ['traditional'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: true,
      fit: 'not-qualified',
      fields: {
        idea: ['eagle'],
        style: 'Traditional',
        placement: { area: 'chest' },
        size: { cm: [19, 21] },
        color: 'color',
        age: 35,
        budget: { around: 500 },
      },
    },
  },
] satisfies CaseInput[];
