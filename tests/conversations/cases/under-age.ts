import type { CaseInput, ReplyCheck } from '../case-schema.ts';

/**
 * Under-age clients (issue #11 "Age"): a stated age under 18, or a "no" to the 18+ check. Not ready, a save is
 * refused (4xx), and the reply says kindly that the shop tattoos adults only, without selling on.
 */
const KIND_NO: ReplyCheck = { mustContainAny: ['18'], mustNotContain: ['Love it', 'Great'] };

export default [
  {
    id: 'under-age-16-says-so-first',
    category: 'under-age',
    artist: 'mara',
    turns: [{ say: 'hiii im 16 can i get a small moon on my wrist??', gives: ['age'], reply: KIND_NO }],
    expect: { ready: false, save: 'refused', fields: { age: 16, underAge: true } },
  },
  {
    id: 'under-age-15-after-details',
    category: 'under-age',
    artist: 'mara',
    turns: [
      'geometric fox on my forearm, like 4 inches',
      { say: '$300', gives: ['budget'] },
      { say: 'no im 15 lol', gives: ['age'], reply: KIND_NO },
    ],
    expect: { ready: false, save: 'refused', fields: { age: 15, underAge: true, idea: ['fox'] } },
  },
  {
    id: 'under-age-no-to-18-check',
    category: 'under-age',
    artist: 'iris',
    turns: [
      'fine line lavender sprig on my ankle, about 3 inches, budget 200',
      { say: 'no', gives: ['age'], reply: KIND_NO },
    ],
    expect: { ready: false, save: 'refused', fields: { underAge: true, idea: ['lavender'] } },
  },
  {
    id: 'under-age-17-with-parent-consent',
    category: 'under-age',
    artist: 'mara',
    note: 'Parental consent does not change the 18+ rule the product enforces.',
    turns: [
      {
        say: 'im 17 but my mom said she would sign a consent form. small dotwork star behind my ear?',
        gives: ['age'],
        reply: KIND_NO,
      },
    ],
    expect: { ready: false, save: 'refused', fields: { age: 17, underAge: true } },
  },
  {
    id: 'under-age-years-old-spelled',
    category: 'under-age',
    artist: 'rafa',
    turns: [
      'hi, can you do a realistic eye on my forearm?',
      { say: 'i am fourteen years old', gives: ['age'], reply: KIND_NO },
    ],
    expect: { ready: false, save: 'refused', fields: { age: 14, underAge: true } },
  },
  {
    id: 'under-age-in-school-year-age',
    category: 'under-age',
    artist: 'juno',
    turns: [{ say: 'how much 4 a little traditional swallow? im 16 btw', gives: ['age'], reply: KIND_NO }],
    expect: { ready: false, save: 'refused', fields: { age: 16, underAge: true } },
  },
  {
    id: 'under-age-everything-but-16',
    category: 'under-age',
    artist: 'mara',
    note: 'A complete brief does not make a 16-year-old ready.',
    turns: [
      {
        say: 'blackwork snake on my left calf about 15cm, black only, budget 400. im 16',
        gives: ['idea', 'style', 'placement', 'size', 'color', 'budget', 'age'],
        reply: { ...KIND_NO, bookingLink: false },
      },
    ],
    expect: {
      ready: false,
      save: 'refused',
      fields: { age: 16, underAge: true, style: 'Blackwork', placement: { area: 'calf', side: 'left' } },
    },
  },
  {
    id: 'under-age-nah-not-yet',
    category: 'under-age',
    artist: 'iris',
    turns: [
      'tiny fine line heart on my finger, 1 inch, $150',
      { say: 'nah not yet 😅', gives: ['age'], reply: KIND_NO },
    ],
    expect: { ready: false, save: 'refused', fields: { underAge: true } },
  },
  {
    id: 'under-age-age-number-alone',
    category: 'under-age',
    artist: 'mara',
    turns: [
      'dotwork mandala on my shoulder',
      { say: 'about 10cm', gives: ['size'] },
      { say: '350', gives: ['budget'] },
      { say: '16', gives: ['age'], reply: KIND_NO },
    ],
    expect: { ready: false, save: 'refused', fields: { age: 16, underAge: true } },
  },
  {
    id: 'under-age-fake-id-question',
    category: 'under-age',
    artist: 'iris',
    turns: [
      {
        say: 'im 17 do u check id?? my friend got one at 17',
        gives: ['age'],
        reply: { ...KIND_NO, mustContainAny: ['18', 'ID'] },
      },
    ],
    expect: { ready: false, save: 'refused', fields: { age: 17, underAge: true } },
  },
  {
    id: 'under-age-sixteen-tiny-tattoo',
    category: 'under-age',
    artist: 'rafa',
    turns: [
      {
        say: 'Hello, I am 16 years old, is it possible to get a small tattoo with you?',
        gives: ['age'],
        reply: KIND_NO,
      },
    ],
    expect: { ready: false, save: 'refused', fields: { age: 16, underAge: true } },
  },
  {
    id: 'under-age-15-mom-says-ok',
    category: 'under-age',
    artist: 'mara',
    turns: [
      {
        say: 'yo im 15 can i get a small one if my mom says its ok',
        notIdea: ['mom'],
        reply: { mustContainAny: ['18'] },
      },
    ],
    expect: { ready: false, save: 'refused', fields: { underAge: true, idea: null } },
  },
  {
    id: 'under-age-17-after-details',
    category: 'under-age',
    artist: 'mara',
    turns: [
      'geometric wolf on my forearm 10cm',
      { say: 'what age do i need to be? im 17', gives: ['age'], reply: { mustContainAny: ['18'] } },
    ],
    expect: { ready: false, save: 'refused', fields: { underAge: true, idea: ['wolf'] } },
  },
  {
    id: 'under-age-birth-year',
    category: 'under-age',
    artist: 'mara',
    note: 'A birth year is an age.',
    turns: ['blackwork moon on my wrist, 5cm', { say: 'i was born in 2011', gives: ['age'] }],
    expect: { ready: false, save: 'refused', fields: { underAge: true, idea: ['moon'] } },
  },
] satisfies CaseInput[];
