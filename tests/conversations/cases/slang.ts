import type { CaseInput } from '../case-schema.ts';

/** Money and size slang (issue #11): "5 bills", "a grand", "Budget: 800", "€250", "R$ 500", "palm-sized"… */
export default [
  {
    id: 'slang-5-bills',
    category: 'slang',
    artist: 'mara',
    note: 'The issue saw "around 5 bills" ignored.',
    turns: ['geometric owl on my forearm, 5 inches', { say: 'around 5 bills', gives: ['budget'] }],
    expect: { ready: false, fields: { budget: { around: 500 }, idea: ['owl'] } },
  },
  {
    id: 'slang-a-grand',
    category: 'slang',
    artist: 'kai',
    turns: ['japanese dragon on my thigh', { say: 'i can do a grand', gives: ['budget'] }],
    expect: {
      ready: false,
      fields: { budget: { around: 1000 }, idea: ['dragon'], placement: { area: 'thigh' } },
    },
  },
  {
    id: 'slang-budget-colon',
    category: 'slang',
    artist: 'mara',
    note: 'The issue saw "Budget: 800" not read.',
    turns: ['Blackwork raven, upper back, 20cm. Budget: 800'],
    expect: { ready: false, fields: { budget: { around: 800 }, size: { cm: [19, 21] }, style: 'Blackwork' } },
  },
  {
    id: 'slang-range-300-400',
    category: 'slang',
    artist: 'mara',
    turns: ['dotwork lotus on my sternum', { say: '300-400', gives: ['budget'] }],
    expect: { ready: false, fields: { budget: { min: 300, max: 400 } } },
  },
  {
    id: 'slang-euro-250',
    category: 'slang',
    artist: 'iris',
    turns: ['fine line olive branch on my forearm, 10cm, €250'],
    expect: { ready: false, fields: { budget: { around: 250, currency: 'EUR' }, size: { cm: [9.5, 10.5] } } },
  },
  {
    id: 'slang-pounds',
    category: 'slang',
    artist: 'juno',
    turns: ['trad swallow on my hand, about 3 inches, got £200 to spend'],
    expect: {
      ready: false,
      fields: { budget: { around: 200, currency: 'GBP' }, style: 'Traditional', idea: ['swallow'] },
    },
  },
  {
    id: 'slang-reais',
    category: 'slang',
    artist: 'mara',
    turns: ['geometric lion on my calf, 12cm, R$ 500'],
    expect: { ready: false, fields: { budget: { around: 500, currency: 'BRL' }, idea: ['lion'] } },
  },
  {
    id: 'slang-under-200',
    category: 'slang',
    artist: 'iris',
    turns: ['tiny fine line moon behind my ear', { say: 'under 200 if possible', gives: ['budget'] }],
    expect: { ready: false, fields: { budget: { max: 200 } } },
  },
  {
    id: 'slang-palm-sized',
    category: 'slang',
    artist: 'mara',
    turns: ['dotwork mandala on my shoulder', { say: 'palm-sized', gives: ['size'] }],
    expect: { ready: false, fields: { size: { text: ['palm'] } } },
  },
  {
    id: 'slang-half-sleeve',
    category: 'slang',
    artist: 'kai',
    turns: ['koi and cherry blossoms, half sleeve on my left arm'],
    expect: {
      ready: false,
      fields: { size: { text: ['half sleeve'] }, placement: { area: 'arm', side: 'left' }, idea: ['koi'] },
    },
  },
  {
    id: 'slang-full-back',
    category: 'slang',
    artist: 'kai',
    turns: ['full back japanese tiger piece, budget 3k, im 35'],
    expect: {
      ready: true,
      fields: { size: { text: ['full back', 'back'] }, budget: { around: 3000 }, idea: ['tiger'], age: 35 },
    },
  },
  {
    id: 'slang-k-and-bucks',
    category: 'slang',
    artist: 'mara',
    turns: [
      'geometric elephant on my thigh like 8 inches',
      { say: 'like 1.5k bucks', gives: ['budget'] },
      { say: 'black n grey', gives: ['color'] },
      { say: 'ya 23', gives: ['age'] },
    ],
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        budget: { around: 1500, currency: 'USD' },
        color: 'black_and_grey',
        idea: ['elephant'],
        age: 23,
      },
      last: { bookingLink: true },
    },
  },
  {
    id: 'slang-credit-card-size',
    category: 'slang',
    artist: 'iris',
    turns: ['fine line daisy on my forearm about the size of a credit card, $180'],
    expect: {
      ready: false,
      fields: { size: { cm: [7, 10], text: ['credit card', 'card'] }, budget: { around: 180 } },
    },
  },
  {
    id: 'slang-bng-2k-to-spend',
    category: 'slang',
    artist: 'rafa',
    turns: ['b&g realism wolf on my upper arm, 18cm, got about 2k to spend'],
    expect: {
      ready: false,
      fields: { style: 'Realism', color: 'black_and_grey', budget: { around: 2000 }, size: { cm: [17, 19] } },
    },
  },
  {
    id: 'slang-150-200-bucks-finger',
    category: 'slang',
    artist: 'mara',
    turns: ['tiny geometric triangle on my finger, 150-200 bucks'],
    expect: { ready: false, fields: { budget: { min: 150, max: 200 }, placement: { area: 'finger' } } },
  },
  {
    id: 'slang-euro-max',
    category: 'slang',
    artist: 'rafa',
    turns: ['realistic portrait of my dad on my forearm, €300 max'],
    expect: {
      ready: false,
      fields: { budget: { max: 300, currency: 'EUR' }, placement: { area: 'forearm' } },
    },
  },
  {
    id: 'slang-phone-sized',
    category: 'slang',
    artist: 'mara',
    turns: ['dotwork moon phases, like the size of my phone, on my forearm'],
    expect: { ready: false, fields: { size: { cm: [12, 17], text: ['phone'] }, idea: ['moon'] } },
  },
  {
    id: 'slang-3x4-inches-calf',
    category: 'slang',
    artist: 'mara',
    turns: ['geometric fox 3x4 inches on my calf'],
    expect: { ready: false, fields: { size: { cm: [9.5, 11] }, placement: { area: 'calf' }, idea: ['fox'] } },
  },
  {
    id: 'slang-1-5k-ribs',
    category: 'slang',
    artist: 'mara',
    turns: ['blackwork dragon down my ribs, budget like 1.5k, maybe 25cm'],
    expect: {
      ready: false,
      fields: {
        budget: { around: 1500 },
        size: { cm: [24, 26] },
        placement: { area: 'rib' },
        idea: ['dragon'],
      },
    },
  },
  {
    id: 'slang-ish-suffix',
    category: 'slang',
    artist: 'mara',
    turns: ['geometric moth on my sternum, 12cm, $350ish'],
    expect: { ready: false, fields: { budget: { around: 350 }, size: { cm: [11, 13] }, idea: ['moth'] } },
  },
  {
    id: 'slang-whole-back-money-no-object',
    category: 'slang',
    artist: 'mara',
    note: 'Found by hand: both answers got the off-topic redirect.',
    turns: [
      'blackwork dragon on my back',
      { say: 'the whole back lol', gives: ['size'], reply: { mustNotContain: ['only help'] } },
      {
        say: 'money no object',
        gives: ['budget'],
        reply: { mustNotContain: ['only help', 'just here for'] },
      },
    ],
    expect: {
      ready: false,
      fields: { idea: ['dragon'], size: { text: ['back'] }, placement: { area: 'back' } },
    },
  },
  // Amounts said in words and slang (decision 047, the number reader).
  {
    id: 'slang-couple-hundred-quid-range',
    category: 'slang',
    artist: 'noor',
    turns: [
      {
        say: 'tiny bee on my wrist, fine line, got a couple hundred quid for it',
        gives: ['idea', 'style', 'placement', 'budget'],
      },
    ],
    expect: { ready: false, fields: { budget: { min: 200, max: 300, currency: 'GBP' }, idea: ['bee'] } },
  },
  {
    id: 'slang-half-a-grand',
    category: 'slang',
    artist: 'mara',
    turns: [
      {
        say: 'dotwork moon on my forearm, half a grand max',
        gives: ['idea', 'style', 'placement', 'budget'],
      },
    ],
    expect: {
      ready: false,
      fields: { budget: { max: 500 }, placement: { area: 'forearm' }, idea: ['moon'] },
    },
  },
  {
    id: 'slang-few-hundred-bucks-quarter-sleeve',
    category: 'slang',
    artist: 'rafa',
    turns: [
      {
        say: 'realism quarter sleeve of a lion, i can do a few hundred bucks',
        gives: ['idea', 'style', 'size', 'budget'],
      },
    ],
    expect: {
      ready: false,
      fields: { budget: { min: 300, max: 500 }, size: { text: ['quarter sleeve'] }, idea: ['lion'] },
    },
  },
  {
    id: 'slang-one-and-a-half-grand',
    category: 'slang',
    artist: 'rafa',
    turns: [
      {
        say: 'realistic wolf on my thigh, one and a half grand max',
        gives: ['idea', 'style', 'placement', 'budget'],
      },
    ],
    expect: { ready: false, fields: { budget: { max: 1500 }, placement: { area: 'thigh' }, idea: ['wolf'] } },
  },
] satisfies CaseInput[];
