import type { CaseInput } from '../case-schema.ts';

/**
 * Unsure clients ("idk", "not sure", "whatever u think"): the answer is remembered, never asked again word for
 * word, and the client is helped to choose with 2–3 options from the artist's own styles and portfolio.
 */
export default [
  {
    id: 'unsure-style-idk',
    category: 'unsure',
    artist: 'mara',
    turns: [
      'a wolf on my forearm',
      { say: 'idk', unsure: true, reply: { offersOptions: true } },
      { say: 'geometric i guess', gives: ['style'] },
    ],
    expect: { ready: false, fields: { idea: ['wolf'], style: 'Geometric', placement: { area: 'forearm' } } },
  },
  {
    id: 'unsure-style-options-from-artist',
    category: 'unsure',
    artist: 'iris',
    turns: [
      'something small with flowers on my ankle',
      {
        say: 'not sure what style tbh',
        unsure: true,
        reply: { offersOptions: true, mustNotContain: ['Traditional', 'Tribal'] },
      },
    ],
    expect: { ready: false, fields: { placement: { area: 'ankle' } } },
  },
  {
    id: 'unsure-size-then-palm',
    category: 'unsure',
    artist: 'mara',
    turns: [
      'dotwork moth on my chest',
      { say: 'no idea how big', unsure: true, reply: { offersOptions: true } },
      { say: 'palm sized', gives: ['size'] },
    ],
    expect: { ready: false, fields: { idea: ['moth'], size: { text: ['palm'] } } },
  },
  {
    id: 'unsure-placement-dont-know',
    category: 'unsure',
    artist: 'rafa',
    turns: [
      'a realistic lion head',
      { say: "i don't know where yet", unsure: true, reply: { offersOptions: true } },
      { say: 'ok upper arm', gives: ['placement'] },
    ],
    expect: { ready: false, fields: { idea: ['lion'], placement: { area: ['upper arm', 'arm', 'bicep'] } } },
  },
  {
    id: 'unsure-budget-no-clue',
    category: 'unsure',
    artist: 'mara',
    turns: [
      'geometric stag on my thigh 7 inches',
      { say: 'no clue what these cost honestly', unsure: true, notIdea: ['clue', 'cost'] },
      { say: 'ok maybe 600', gives: ['budget'] },
    ],
    note: '"no clue" after the 18+ question is not a "no": nothing here says the client is under age.',
    expect: { ready: false, fields: { idea: ['stag'], budget: { around: 600 }, underAge: false } },
  },
  {
    id: 'unsure-up-to-artist',
    category: 'unsure',
    artist: 'mara',
    turns: [
      'a snake on my calf',
      { say: 'whatever u think looks best', unsure: true, notIdea: ['whatever', 'best'] },
    ],
    expect: { ready: false, fields: { idea: ['snake'], placement: { area: 'calf' } } },
  },
  {
    id: 'unsure-no-idea-at-all',
    category: 'unsure',
    artist: 'mara',
    turns: [
      {
        say: 'i want a tattoo but i have no idea what lol',
        unsure: true,
        notIdea: ['idea', 'lol'],
        reply: { offersOptions: true },
      },
    ],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'unsure-hmm-twice',
    category: 'unsure',
    artist: 'iris',
    turns: [
      'fine line butterfly',
      { say: 'hmm not sure', unsure: true },
      { say: 'still not sure sorry', unsure: true },
      { say: 'wrist i think', gives: ['placement'] },
    ],
    expect: { ready: false, fields: { idea: ['butterfly'], placement: { area: 'wrist' } } },
  },
  {
    id: 'unsure-colour-either',
    category: 'unsure',
    artist: 'mara',
    turns: [
      'geometric fox on my shoulder blade, 5 inches, around $450',
      { say: 'either is fine', unsure: true },
      { say: 'im 25', gives: ['age'] },
    ],
    expect: {
      ready: true,
      fit: 'qualified',
      fields: { idea: ['fox'], style: 'Geometric', budget: { around: 450, currency: 'USD' }, age: 25 },
      last: { bookingLink: true },
    },
  },
  {
    id: 'unsure-kai-options',
    category: 'unsure',
    artist: 'kai',
    turns: [
      'i want a japanese piece on my back but idk what',
      { say: 'dunno, maybe an animal?', unsure: true, reply: { offersOptions: true } },
    ],
    expect: { ready: false, fields: { style: 'Japanese', placement: { area: 'back' } } },
  },
  {
    id: 'unsure-placement-idk-where',
    category: 'unsure',
    artist: 'mara',
    turns: [
      'geometric compass, about 10cm',
      { say: 'idk where tbh', unsure: true, reply: { offersOptions: true } },
      { say: 'ok forearm', gives: ['placement'] },
    ],
    expect: { ready: false, fields: { idea: ['compass'], placement: { area: 'forearm' } } },
  },
  {
    id: 'unsure-budget-no-clue-gets-minimum',
    category: 'unsure',
    artist: 'rafa',
    note: "An unsure budget is met with the artist's minimum as an anchor, never the same question again.",
    turns: [
      'realistic portrait of my grandma on my forearm 15cm',
      { say: 'honestly no clue about budget', unsure: true, reply: { mustContainAny: ['300'] } },
    ],
    expect: { ready: false, fields: { placement: { area: 'forearm' }, budget: null } },
  },
  {
    id: 'unsure-whatever-you-think',
    category: 'unsure',
    artist: 'mara',
    turns: [
      'i want a raven on my forearm',
      { say: 'whatever u think looks best', unsure: true, reply: { offersOptions: true } },
    ],
    expect: { ready: false, fields: { idea: ['raven'], placement: { area: 'forearm' } } },
  },
  {
    id: 'unsure-design-then-lavender',
    category: 'unsure',
    artist: 'iris',
    turns: [
      'small tattoo on my wrist',
      { say: 'not sure what design yet', unsure: true },
      { say: 'ok maybe a tiny sprig of lavender', gives: ['idea'] },
    ],
    expect: { ready: false, fields: { idea: ['lavender'], placement: { area: 'wrist' } } },
  },
  {
    id: 'unsure-size-what-do-you-recommend',
    category: 'unsure',
    artist: 'mara',
    turns: [
      'geometric bee on my shoulder',
      { say: 'hmm not sure how big, what do u recommend?', unsure: true, reply: { offersOptions: true } },
    ],
    expect: { ready: false, fields: { idea: ['bee'], placement: { area: 'shoulder' }, size: null } },
  },
  {
    id: 'unsure-snake-or-dragon-then-picks',
    category: 'unsure',
    artist: 'mara',
    note: 'Found by hand: the client floats two subjects, then picks the second; the first stayed the idea.',
    turns: [
      'hey',
      { say: 'so like i was thinking maybe a snake?? or a dragon idk' },
      { say: 'dragon!! on my back', gives: ['idea', 'placement'], reply: { mustNotContain: ['snake'] } },
    ],
    expect: { ready: false, fields: { idea: ['dragon'], placement: { area: 'back' } } },
  },
  // 2026-11-23, consultation helper: a bare "no" to the budget or timing question leaves it open and moves on.
  {
    id: 'unsure-budget-nah',
    category: 'unsure',
    artist: 'mara',
    turns: [
      'blackwork rose on my left wrist, 5cm',
      { say: 'yes im 25', gives: ['age'] },
      { say: 'nah', gives: ['budget'], reply: { notAsks: ['budget'] } },
    ],
    expect: { ready: true, fields: { budget: null, underAge: false, age: 25, idea: ['rose'] } },
  },
  {
    id: 'unsure-budget-none-while-age-open',
    category: 'unsure',
    artist: 'mara',
    note: 'The 18+ check went unanswered ("black" answered it out of order): "none" to the budget is not a no to it.',
    turns: [
      'a rose on my wrist',
      'blackwork',
      { say: '5cm', gives: ['size'] },
      { say: 'black', gives: ['color'] },
      { say: 'none', gives: ['budget'], reply: { notAsks: ['budget'] } },
    ],
    expect: { ready: false, fields: { budget: null, underAge: false, idea: ['rose'] } },
  },
  {
    id: 'unsure-timing-nah-not-really',
    category: 'unsure',
    artist: 'mara',
    turns: [
      'blackwork rose on my left wrist, 5cm, im 24, budget 300',
      { say: 'no', gives: ['references'] },
      { say: 'nah not really', gives: ['timing'], reply: { notAsks: ['timing'] } },
    ],
    expect: { ready: true, fields: { references: false, idea: ['rose'], age: 24 } },
  },
  {
    id: 'unsure-placement-options-nah-neither',
    category: 'unsure',
    artist: 'mara',
    note: 'Decision 018: a no to the options offered to an unsure client leaves the field to the artist; never asked again.',
    turns: [
      { say: 'geometric wolf head about 10cm' },
      { say: 'honestly not sure where', unsure: true, reply: { offersOptions: true } },
      { say: 'nah neither', reply: { notAsks: ['placement'], mustContainAny: ['consultation'] } },
    ],
    expect: { ready: false, fields: { placement: null, idea: ['wolf'], size: { cm: [9, 11] } } },
  },
  {
    id: 'unsure-placement-options-not-really',
    category: 'unsure',
    artist: 'mara',
    note: 'Decision 018: a no to the options offered to an unsure client leaves the field to the artist; never asked again.',
    turns: [
      { say: 'geometric wolf head about 10cm' },
      { say: 'honestly not sure where', unsure: true, reply: { offersOptions: true } },
      { say: 'not really tbh', reply: { notAsks: ['placement'], mustContainAny: ['consultation'] } },
    ],
    expect: { ready: false, fields: { placement: null, idea: ['wolf'], size: { cm: [9, 11] } } },
  },
  {
    id: 'unsure-placement-options-none-of-those',
    category: 'unsure',
    artist: 'mara',
    note: 'Decision 018: a no to the options offered to an unsure client leaves the field to the artist; never asked again.',
    turns: [
      { say: 'geometric wolf head about 10cm' },
      { say: 'honestly not sure where', unsure: true, reply: { offersOptions: true } },
      { say: 'none of those lol', reply: { notAsks: ['placement'], mustContainAny: ['consultation'] } },
    ],
    expect: { ready: false, fields: { placement: null, idea: ['wolf'], size: { cm: [9, 11] } } },
  },
  {
    id: 'unsure-size-options-neither',
    category: 'unsure',
    artist: 'mara',
    note: 'Decision 018: a no to the options offered to an unsure client leaves the field to the artist; never asked again.',
    turns: [
      { say: 'dotwork moth on my left forearm' },
      { say: 'idk how big', unsure: true, reply: { offersOptions: true } },
      { say: 'neither', reply: { notAsks: ['size'], mustContainAny: ['consultation'] } },
    ],
    expect: {
      ready: false,
      fields: { size: null, idea: ['moth'], placement: { area: 'forearm', side: 'left' } },
    },
  },
  {
    id: 'unsure-size-options-nope',
    category: 'unsure',
    artist: 'mara',
    note: 'Decision 018: a no to the options offered to an unsure client leaves the field to the artist; never asked again.',
    turns: [
      { say: 'dotwork moth on my left forearm' },
      { say: 'idk how big', unsure: true, reply: { offersOptions: true } },
      { say: 'nope', reply: { notAsks: ['size'], mustContainAny: ['consultation'] } },
    ],
    expect: {
      ready: false,
      fields: { size: null, idea: ['moth'], placement: { area: 'forearm', side: 'left' } },
    },
  },
  {
    id: 'unsure-size-options-either-is-fine',
    category: 'unsure',
    artist: 'mara',
    note: 'Decision 018: a no to the options offered to an unsure client leaves the field to the artist; never asked again.',
    turns: [
      { say: 'dotwork moth on my left forearm' },
      { say: 'idk how big', unsure: true, reply: { offersOptions: true } },
      { say: 'either is fine', reply: { notAsks: ['size'], mustContainAny: ['consultation'] } },
    ],
    expect: {
      ready: false,
      fields: { size: null, idea: ['moth'], placement: { area: 'forearm', side: 'left' } },
    },
  },
  {
    id: 'unsure-size-options-whatever-you-think',
    category: 'unsure',
    artist: 'mara',
    note: 'Decision 018: a no to the options offered to an unsure client leaves the field to the artist; never asked again.',
    turns: [
      { say: 'dotwork moth on my left forearm' },
      { say: 'idk how big', unsure: true, reply: { offersOptions: true } },
      { say: 'whatever you think honestly', reply: { notAsks: ['size'], mustContainAny: ['consultation'] } },
    ],
    expect: {
      ready: false,
      fields: { size: null, idea: ['moth'], placement: { area: 'forearm', side: 'left' } },
    },
  },
  {
    id: 'unsure-size-options-you-decide',
    category: 'unsure',
    artist: 'mara',
    note: 'Decision 018: a no to the options offered to an unsure client leaves the field to the artist; never asked again.',
    turns: [
      { say: 'dotwork moth on my left forearm' },
      { say: 'idk how big', unsure: true, reply: { offersOptions: true } },
      { say: 'you decide', reply: { notAsks: ['size'], mustContainAny: ['consultation'] } },
    ],
    expect: {
      ready: false,
      fields: { size: null, idea: ['moth'], placement: { area: 'forearm', side: 'left' } },
    },
  },
  {
    id: 'unsure-size-options-dealers-choice',
    category: 'unsure',
    artist: 'mara',
    note: 'Decision 018: a no to the options offered to an unsure client leaves the field to the artist; never asked again.',
    turns: [
      { say: 'dotwork moth on my left forearm' },
      { say: 'idk how big', unsure: true, reply: { offersOptions: true } },
      { say: "dealer's choice", reply: { notAsks: ['size'], mustContainAny: ['consultation'] } },
    ],
    expect: {
      ready: false,
      fields: { size: null, idea: ['moth'], placement: { area: 'forearm', side: 'left' } },
    },
  },
  {
    id: 'unsure-style-options-no',
    category: 'unsure',
    artist: 'mara',
    note: 'Decision 018: a no to the options offered to an unsure client leaves the field to the artist; never asked again.',
    turns: [
      { say: 'a snake on my calf' },
      { say: 'not sure what style', unsure: true, reply: { offersOptions: true } },
      { say: 'no', reply: { notAsks: ['style'], mustContainAny: ['consultation'] } },
    ],
    expect: { ready: false, fields: { style: null, idea: ['snake'], placement: { area: 'calf' } } },
  },
  {
    id: 'unsure-placement-options-no-then-names-one',
    category: 'unsure',
    artist: 'mara',
    note: 'Negative control: a no that goes on to name the area gives it.',
    turns: [
      { say: 'geometric wolf head about 10cm' },
      { say: 'not sure where', unsure: true, reply: { offersOptions: true } },
      { say: 'no, on my ribs', gives: ['placement'], reply: { notAsks: ['placement'] } },
    ],
    expect: { ready: false, fields: { placement: { area: 'ribs' }, idea: ['wolf'] } },
  },
  {
    id: 'unsure-size-options-no-then-palm',
    category: 'unsure',
    artist: 'mara',
    note: 'Negative control: a no that goes on to give the size gives it.',
    turns: [
      { say: 'dotwork moth on my left forearm' },
      { say: 'no idea how big', unsure: true, reply: { offersOptions: true } },
      { say: 'no, palm sized', gives: ['size'], reply: { notAsks: ['size'] } },
    ],
    expect: { ready: false, fields: { size: { text: ['palm'] }, idea: ['moth'] } },
  },
  {
    id: 'unsure-size-options-up-to-mara',
    category: 'unsure',
    artist: 'mara',
    note: 'Decision 018: the choice left to the artist after the options, in other words; never asked again.',
    turns: [
      'dotwork moth on my left forearm',
      { say: 'idk how big', unsure: true, reply: { offersOptions: true } },
      { say: 'up to mara tbh', reply: { notAsks: ['size'], mustContainAny: ['consultation'] } },
    ],
    expect: {
      ready: false,
      fields: { size: null, idea: ['moth'], placement: { area: 'forearm', side: 'left' } },
    },
  },
  {
    id: 'unsure-size-options-let-mara-decide',
    category: 'unsure',
    artist: 'mara',
    note: 'Decision 018: the choice left to the artist after the options, in other words; never asked again.',
    turns: [
      'dotwork moth on my left forearm',
      { say: 'idk how big', unsure: true, reply: { offersOptions: true } },
      { say: 'let mara decide', reply: { notAsks: ['size'], mustContainAny: ['consultation'] } },
    ],
    expect: {
      ready: false,
      fields: { size: null, idea: ['moth'], placement: { area: 'forearm', side: 'left' } },
    },
  },
  {
    id: 'unsure-size-options-both-fine',
    category: 'unsure',
    artist: 'mara',
    note: 'Decision 018: the choice left to the artist after the options, in other words; never asked again.',
    turns: [
      'dotwork moth on my left forearm',
      { say: 'idk how big', unsure: true, reply: { offersOptions: true } },
      { say: 'both are fine', reply: { notAsks: ['size'], mustContainAny: ['consultation'] } },
    ],
    expect: {
      ready: false,
      fields: { size: null, idea: ['moth'], placement: { area: 'forearm', side: 'left' } },
    },
  },
  {
    id: 'unsure-size-options-whatever',
    category: 'unsure',
    artist: 'mara',
    note: 'Decision 018: the choice left to the artist after the options, in other words; never asked again.',
    turns: [
      'dotwork moth on my left forearm',
      { say: 'idk how big', unsure: true, reply: { offersOptions: true } },
      { say: 'whatever', reply: { notAsks: ['size'], mustContainAny: ['consultation'] } },
    ],
    expect: {
      ready: false,
      fields: { size: null, idea: ['moth'], placement: { area: 'forearm', side: 'left' } },
    },
  },
  {
    id: 'unsure-size-options-you-tell-me',
    category: 'unsure',
    artist: 'mara',
    note: 'Decision 018: the choice left to the artist after the options, in other words; never asked again.',
    turns: [
      'dotwork moth on my left forearm',
      { say: 'idk how big', unsure: true, reply: { offersOptions: true } },
      { say: 'you tell me lol', reply: { notAsks: ['size'], mustContainAny: ['consultation'] } },
    ],
    expect: {
      ready: false,
      fields: { size: null, idea: ['moth'], placement: { area: 'forearm', side: 'left' } },
    },
  },
  {
    id: 'unsure-size-options-hmm-no',
    category: 'unsure',
    artist: 'mara',
    note: 'Decision 018: the choice left to the artist after the options, in other words; never asked again.',
    turns: [
      'dotwork moth on my left forearm',
      { say: 'idk how big', unsure: true, reply: { offersOptions: true } },
      { say: 'hmm no', reply: { notAsks: ['size'], mustContainAny: ['consultation'] } },
    ],
    expect: {
      ready: false,
      fields: { size: null, idea: ['moth'], placement: { area: 'forearm', side: 'left' } },
    },
  },
  {
    id: 'unsure-idea-options-not-really',
    category: 'unsure',
    artist: 'mara',
    note: 'Decision 018: a client with no idea turns down the subjects offered: the artist helps shape it, never asked again.',
    turns: [
      'hey',
      { say: 'no idea what i want tbh', unsure: true, notIdea: ['tbh'], reply: { offersOptions: true } },
      { say: 'not really', reply: { notAsks: ['idea'], mustContainAny: ['consultation'] } },
    ],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'unsure-idea-options-none-of-those',
    category: 'unsure',
    artist: 'mara',
    note: 'Decision 018: a client with no idea turns down the subjects offered: the artist helps shape it, never asked again.',
    turns: [
      'hey',
      { say: 'no idea what i want tbh', unsure: true, notIdea: ['tbh'], reply: { offersOptions: true } },
      { say: 'none of those tbh', reply: { notAsks: ['idea'], mustContainAny: ['consultation'] } },
    ],
    expect: { ready: false, fields: { idea: null } },
  },
] satisfies CaseInput[];
