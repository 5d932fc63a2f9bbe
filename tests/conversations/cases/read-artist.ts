import type { CaseInput } from '../case-schema.ts';

/**
 * Reading the artist (issue #11): terms in the bio and portfolio tags count as offered (fine line,
 * script/lettering, ornamental, black and grey); only the artist's "styles I don't do" are turned down.
 */
const NOT_REFUSED = [
  "isn't something",
  'not something',
  "doesn't do",
  "don't do",
  "doesn't offer",
  'not offer',
  "isn't on offer",
];

export default [
  {
    id: 'read-mara-fine-line',
    category: 'read-artist',
    artist: 'mara',
    note: 'Verbatim from the issue: Mara\'s bio says "Fine-line blackwork".',
    turns: [{ say: 'do u do fine line?', asks: 'styles', reply: { mustNotContain: NOT_REFUSED } }],
    expect: { ready: false, fields: { style: 'Minimalist', idea: null } },
  },
  {
    id: 'read-mara-fine-line-full',
    category: 'read-artist',
    artist: 'mara',
    turns: [
      { say: 'fine line moth on my sternum?', reply: { mustNotContain: NOT_REFUSED } },
      { say: '4 inches', gives: ['size'] },
      { say: '$300', gives: ['budget'] },
      { say: 'yes 28', gives: ['age'] },
    ],
    expect: {
      ready: true,
      fit: 'qualified',
      fields: { style: 'Minimalist', idea: ['moth'], placement: { area: 'sternum' } },
      last: { bookingLink: true },
    },
  },
  {
    id: 'read-iris-script',
    category: 'read-artist',
    artist: 'iris',
    turns: [{ say: 'do you do script?', asks: 'styles', reply: { mustNotContain: NOT_REFUSED } }],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'read-iris-ornamental',
    category: 'read-artist',
    artist: 'iris',
    turns: [
      {
        say: 'would you do something ornamental on my spine? like 6 inches',
        reply: { mustNotContain: NOT_REFUSED },
      },
    ],
    expect: { ready: false, fields: { placement: { area: 'spine' } } },
  },
  {
    id: 'read-rafa-black-and-grey',
    category: 'read-artist',
    artist: 'rafa',
    turns: [{ say: 'do you do black and grey?', asks: 'styles', reply: { mustNotContain: NOT_REFUSED } }],
    expect: { ready: false, fields: { color: 'black_and_grey', idea: null } },
  },
  {
    id: 'read-iris-traditional-avoided',
    category: 'read-artist',
    artist: 'iris',
    note: 'Traditional is in Iris\'s "styles I don\'t do": said kindly, not led with "Love it".',
    turns: [
      {
        say: 'can u do a traditional eagle on my chest?',
        reply: { mustNotContain: ['Love it'], mustContainAny: ["doesn't", 'does not', "isn't", 'fine line'] },
      },
    ],
    expect: { ready: false, fields: { style: 'Traditional', idea: ['eagle'] } },
  },
  {
    id: 'read-rafa-watercolor-low-fit',
    category: 'read-artist',
    artist: 'rafa',
    turns: [
      'watercolor hummingbird on my shoulder, palm size, colour',
      { say: '€400', gives: ['budget'] },
      { say: 'im 26', gives: ['age'] },
    ],
    expect: {
      ready: true,
      fit: 'not-qualified',
      fields: { style: 'Watercolor', idea: ['hummingbird'] },
      replies: { mustNotContain: ['Love it'] },
    },
  },
  {
    id: 'read-juno-neo-trad',
    category: 'read-artist',
    artist: 'juno',
    note: 'Juno lists traditional and neo-traditional: "neo trad" is hers.',
    turns: [{ say: 'do u do neo trad? 👀', asks: 'styles', reply: { mustNotContain: NOT_REFUSED } }],
    expect: { ready: false, fields: { style: 'Neo-traditional', idea: null } },
  },
  {
    id: 'read-artist-iris-tiny-script',
    category: 'read-artist',
    artist: 'iris',
    turns: [
      {
        say: 'hey do u do tiny script? like a word on my wrist',
        asks: 'styles',
        reply: { mustNotContain: ["isn't something", "isn't on offer", "doesn't", 'not something'] },
      },
    ],
    expect: { ready: false, fields: { placement: { area: 'wrist' } } },
  },
] satisfies CaseInput[];
