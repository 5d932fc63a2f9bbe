import type { CaseInput } from '../case-schema.ts';

/**
 * Price first ("how much for…"): answered from the artist's minimum when set, never with an invented price, and
 * the chat goes on to the brief; the question itself is not an idea.
 */
const NO_INVENTED_PRICE = ['$80', '$100', '$120', '$200', '$250', 'per hour', '/hr', 'hourly rate'];

export default [
  {
    id: 'price-first-iris-minimum',
    category: 'price-first',
    artist: 'iris',
    turns: [
      {
        say: 'how much for a small tattoo?',
        asks: 'price',
        notIdea: ['much'],
        reply: { mustContainAny: ['150'] },
      },
    ],
    expect: { ready: false, fields: { idea: null, budget: null } },
  },
  {
    id: 'price-first-mara-no-minimum-set',
    category: 'price-first',
    artist: 'mara',
    note: 'Mara has no minimum in Settings: the assistant must not make one up.',
    turns: [
      {
        say: 'hey how much do u charge',
        asks: 'price',
        reply: { mustNotContain: [...NO_INVENTED_PRICE, 'minimum'] },
      },
    ],
    expect: { ready: false, fields: { idea: null, budget: null } },
  },
  {
    id: 'price-first-rafa-then-details',
    category: 'price-first',
    artist: 'rafa',
    turns: [
      { say: 'Price for a portrait?', asks: 'price', reply: { mustContainAny: ['300'] } },
      { say: 'my daughter, from a photo, on my forearm about 12cm', gives: ['idea', 'placement', 'size'] },
      { say: 'ok 400 is fine', gives: ['budget'] },
      { say: 'im 38', gives: ['age'] },
    ],
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        style: 'Portrait',
        placement: { area: 'forearm' },
        size: { cm: [11, 13] },
        budget: { around: 400 },
      },
      last: { bookingLink: true },
    },
  },
  {
    id: 'price-first-kai-sleeve',
    category: 'price-first',
    artist: 'kai',
    turns: [
      {
        say: 'how much is a full sleeve',
        asks: 'price',
        reply: { mustContainAny: ['500'], mustNotContain: NO_INVENTED_PRICE },
      },
    ],
    expect: { ready: false, fields: { size: { text: ['sleeve'] } } },
  },
  {
    id: 'price-first-with-idea',
    category: 'price-first',
    artist: 'mara',
    turns: [
      {
        say: 'how much would a geometric wolf on my forearm be? like 6 inches',
        asks: 'price',
        gives: ['idea', 'style', 'placement', 'size'],
        reply: { mustNotContain: NO_INVENTED_PRICE },
      },
    ],
    expect: {
      ready: false,
      fields: {
        idea: ['wolf'],
        style: 'Geometric',
        placement: { area: 'forearm' },
        size: { cm: [14, 16] },
        budget: null,
      },
    },
  },
  {
    id: 'price-first-100-question-mark',
    category: 'price-first',
    artist: 'iris',
    note: 'The issue saw "100?" as a budget ignored. Below Iris\'s $150 minimum: she says so.',
    turns: [
      'tiny fine line bee on my wrist',
      { say: '1 inch', gives: ['size'] },
      { say: '100?', gives: ['budget'], reply: { mustContainAny: ['150'] } },
    ],
    expect: { ready: false, fields: { budget: { around: 100 }, idea: ['bee'] } },
  },
  {
    id: 'price-first-cheapest',
    category: 'price-first',
    artist: 'juno',
    turns: [{ say: 'whats ur cheapest flash', asks: 'price', reply: { mustNotContain: NO_INVENTED_PRICE } }],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'price-first-hourly-rate',
    category: 'price-first',
    artist: 'rafa',
    turns: [
      {
        say: 'What is your hourly rate?',
        asks: 'price',
        reply: { mustContainAny: ['300'], mustNotContain: ['/hr', 'per hour is'] },
      },
    ],
    expect: { ready: false, fields: { idea: null, budget: null } },
  },
  {
    id: 'price-first-quote-then-budget',
    category: 'price-first',
    artist: 'mara',
    turns: [
      {
        say: 'can i get a quote for a dotwork moon on my collarbone, 8cm',
        asks: 'price',
        gives: ['idea', 'style', 'placement', 'size'],
      },
      { say: 'id like to stay under 300', gives: ['budget'] },
      { say: 'yes im 21', gives: ['age'] },
    ],
    expect: {
      ready: true,
      fit: 'qualified',
      fields: { idea: ['moon'], style: 'Dotwork', placement: { area: 'collarbone' }, budget: { max: 300 } },
      last: { bookingLink: true },
    },
  },
  {
    id: 'price-first-too-low-for-kai',
    category: 'price-first',
    artist: 'kai',
    turns: [
      {
        say: 'how much for a japanese dragon back piece? i have like 300',
        asks: 'price',
        gives: ['idea', 'style', 'placement', 'budget'],
        reply: { mustContainAny: ['500'], mustNotContain: ['Love it'] },
      },
      { say: 'full back', gives: ['size'] },
      { say: 'im 30', gives: ['age'] },
    ],
    expect: {
      ready: true,
      fit: 'not-qualified',
      fields: { style: 'Japanese', budget: { around: 300 }, size: { text: ['full back', 'back'] } },
    },
  },
  {
    id: 'price-first-then-everything-at-once',
    category: 'price-first',
    artist: 'rafa',
    turns: [
      { say: 'how much for a small portrait?', asks: 'price', reply: { mustContainAny: ['300'] } },
      {
        say: "ok. my grandpa, black and grey, outer forearm, 12cm, I'm 40",
        gives: ['idea', 'color', 'placement', 'size', 'age'],
      },
    ],
    expect: {
      ready: true,
      fields: { placement: { area: 'forearm' }, size: { cm: [11, 13] }, color: 'black_and_grey', age: 40 },
      last: { bookingLink: true },
    },
  },
  {
    id: 'price-first-hourly-rate-mara',
    category: 'price-first',
    artist: 'mara',
    turns: [{ say: 'whats ur hourly rate', asks: 'price', reply: { mustNotContain: NO_INVENTED_PRICE } }],
    expect: { ready: false, fields: { idea: null, budget: null } },
  },
  {
    id: 'price-first-es-manga-japonesa',
    category: 'price-first',
    artist: 'kai',
    turns: [
      {
        say: 'cuánto cuesta una manga japonesa?',
        asks: 'price',
        reply: { language: 'es', mustContainAny: ['500'] },
      },
    ],
    expect: { ready: false, fields: { language: 'es', budget: null } },
  },
] satisfies CaseInput[];
