import type { CaseInput } from '../case-schema.ts';

/**
 * Questions about the studio (deposit, aftercare, location, hours, availability): answered from the artist's
 * Settings, never invented, and never saved as the tattoo idea.
 */
export default [
  {
    id: 'studio-deposit-iris',
    category: 'studio-question',
    artist: 'iris',
    turns: [
      {
        say: 'do i need to pay a deposit?',
        asks: 'deposit',
        notIdea: ['deposit'],
        reply: { mustContainAny: ['$50'] },
      },
    ],
    expect: { ready: false, fields: { idea: null, budget: null } },
  },
  {
    id: 'studio-deposit-rafa-refund',
    category: 'studio-question',
    artist: 'rafa',
    turns: [
      {
        say: 'Is the deposit refundable?',
        asks: 'deposit',
        reply: { mustContainAny: ['non-refundable', '€100'] },
      },
    ],
    expect: { ready: false, fields: { idea: null, budget: null } },
  },
  {
    id: 'studio-location-iris',
    category: 'studio-question',
    artist: 'iris',
    turns: [{ say: 'where r u located', asks: 'location', reply: { mustContainAny: ['412 Alder'] } }],
    expect: { ready: false, fields: { idea: null, placement: null } },
  },
  {
    id: 'studio-hours-rafa',
    category: 'studio-question',
    artist: 'rafa',
    turns: [
      { say: 'what are your opening hours?', asks: 'hours', reply: { mustContainAny: ['Mon-Fri', '12:00'] } },
    ],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'studio-location-mara-unknown',
    category: 'studio-question',
    artist: 'mara',
    note: 'Mara has not set a location: no invented address, an offer to ask her.',
    turns: [
      {
        say: 'where is the studio?',
        asks: 'location',
        reply: { handoff: true, mustNotContain: [' St,', 'Street', 'Avenue'] },
      },
    ],
    expect: { ready: false, fields: { idea: null, placement: null } },
  },
  {
    id: 'studio-aftercare',
    category: 'studio-question',
    artist: 'iris',
    turns: [
      {
        say: 'how do i take care of a new tattoo',
        asks: 'aftercare',
        notIdea: ['care'],
        reply: { mustContainAny: ['aftercare', 'heal', 'care'] },
      },
    ],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'studio-availability-mid-brief',
    category: 'studio-question',
    artist: 'mara',
    turns: [
      'geometric deer on my thigh, about 7 inches',
      {
        say: 'when are u free next?',
        asks: 'availability',
        reply: { mustNotContain: ['Monday', 'Tuesday', 'tomorrow', 'next week'] },
      },
      { say: 'budget 600', gives: ['budget'] },
    ],
    expect: {
      ready: false,
      fields: { idea: ['deer'], placement: { area: 'thigh' }, budget: { around: 600 } },
    },
  },
  {
    id: 'studio-hours-and-location-juno',
    category: 'studio-question',
    artist: 'juno',
    turns: [{ say: 'wheres the shop?', asks: 'location', reply: { mustContainAny: ['88 Market', 'Leeds'] } }],
    expect: { ready: false, fields: { idea: null, placement: null } },
  },
  {
    id: 'studio-deposit-kai',
    category: 'studio-question',
    artist: 'kai',
    turns: [{ say: 'how much is the deposit', asks: 'deposit', reply: { mustContainAny: ['$200'] } }],
    expect: { ready: false, fields: { idea: null, budget: null } },
  },
  {
    id: 'studio-age-policy-id',
    category: 'studio-question',
    artist: 'iris',
    turns: [
      {
        say: 'do i need to bring id?',
        reply: { mustContainAny: ['ID'], mustNotContain: ['just here for', 'only help'] },
      },
    ],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'studio-aftercare-mid-flow',
    category: 'studio-question',
    artist: 'iris',
    turns: [
      'fine line snake on my forearm',
      {
        say: 'btw how do i take care of it after?',
        asks: 'aftercare',
        notIdea: ['care'],
        reply: { mustContainAny: ['aftercare', 'heal', 'care'] },
      },
      { say: '10cm', gives: ['size'] },
    ],
    expect: {
      ready: false,
      fields: { idea: ['snake'], placement: { area: 'forearm' }, size: { cm: [9.5, 10.5] } },
    },
  },
  {
    id: 'studio-hours-typo',
    category: 'studio-question',
    artist: 'iris',
    turns: [{ say: 'wat r ur hours', asks: 'hours', reply: { mustContainAny: ['11'] } }],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'studio-where-based',
    category: 'studio-question',
    artist: 'rafa',
    turns: [{ say: 'where r u based? barcelona?', asks: 'location', reply: { mustContainAny: ['Verdi'] } }],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'studio-deposit-refundable-rafa',
    category: 'studio-question',
    artist: 'rafa',
    turns: [
      {
        say: 'is the deposit refundable if i have to cancel?',
        asks: 'deposit',
        notIdea: ['cancel'],
        reply: { mustContainAny: ['non-refundable', '€100', '100'] },
      },
    ],
    expect: { ready: false, fields: { idea: null, budget: null } },
  },
  {
    id: 'studio-heal-time-after-ready',
    category: 'studio-question',
    artist: 'mara',
    note: 'Found by hand: "and how long…" was not read as a question, so the reply opened with an off-topic line.',
    turns: [
      'geometric wolf forearm 15cm, 25yo',
      {
        say: 'and how long does it take to heal',
        asks: 'aftercare',
        reply: { mustContainAny: ['heal', 'aftercare'], mustNotContain: ['just here for', 'only help'] },
      },
    ],
    expect: {
      ready: true,
      fields: { idea: ['wolf'], age: 25 },
      // Given once, with the save offer; the answer about healing does not paste it again (issue #25).
      some: { bookingLink: true },
      last: { bookingLink: false },
    },
  },
  {
    id: 'studio-age-limit-unset-policy',
    category: 'studio-question',
    artist: 'mara',
    note: 'Found by hand: age and ID questions got the off-topic line; with no age policy set, the 18+ rule is the answer.',
    turns: [
      {
        say: 'whats the age limit for tattoos with u',
        reply: { mustContainAny: ['18'], mustNotContain: ['just here for', 'only help'] },
      },
    ],
    expect: { ready: false, fields: { idea: null, underAge: false } },
  },
  // 2026-11-23, consultation helper: a question whether a date is possible is answered, never agreed.
  {
    id: 'studio-can-i-get-it-tomorrow',
    category: 'studio-question',
    artist: 'mara',
    turns: [
      'a rose on my wrist',
      {
        say: 'can i get it tomorrow?',
        asks: 'availability',
        reply: { mustContainAny: ['confirm'], mustNotContain: [': tomorrow', 'Sounds good'] },
      },
    ],
    expect: { ready: false, fields: { idea: ['rose'], timing: ['tomorrow'] } },
  },
  {
    id: 'studio-is-this-weekend-possible',
    category: 'studio-question',
    artist: 'iris',
    turns: [
      'fine line moth on my forearm',
      {
        say: 'is this weekend possible??',
        asks: 'availability',
        reply: { mustContainAny: ['confirm', 'calendar'], mustNotContain: [': this weekend'] },
      },
    ],
    expect: { ready: false, fields: { idea: ['moth'], timing: ['this weekend'] } },
  },
] satisfies CaseInput[];
