import type { CaseInput } from '../case-schema.ts';

/**
 * Books closed or a waitlist (issue #11 intake controls): the assistant says so up front, still collects the
 * brief as a waitlist lead, and never hands out a booking link for a diary that is shut.
 */
const WAITLIST = ['waitlist', 'wait list', 'waiting list'];

export default [
  {
    id: 'books-closed-juno-first-message',
    category: 'books-closed',
    artist: 'juno',
    turns: [
      {
        say: 'hey! are u booking rn? want a trad tiger',
        reply: { mustContainAny: ['closed', ...WAITLIST], bookingLink: false },
      },
    ],
    expect: { ready: false, fields: { style: 'Traditional', idea: ['tiger'] } },
  },
  {
    id: 'books-closed-juno-full-waitlist-lead',
    category: 'books-closed',
    artist: 'juno',
    turns: [
      'neo traditional fox head on my calf',
      { say: 'about 5 inches, full colour', gives: ['size', 'color'] },
      { say: '£350', gives: ['budget'] },
      { say: 'yes im 24', gives: ['age'] },
    ],
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        style: 'Neo-traditional',
        idea: ['fox'],
        placement: { area: 'calf' },
        budget: { around: 350, currency: 'GBP' },
        color: 'color',
      },
      some: { mustContainAny: ['closed', ...WAITLIST] },
      last: { bookingLink: false, mustContainAny: WAITLIST },
    },
  },
  {
    id: 'books-closed-when-open',
    category: 'books-closed',
    artist: 'juno',
    turns: [
      {
        say: 'when do ur books open again??',
        asks: 'availability',
        reply: {
          mustContainAny: ['closed', ...WAITLIST],
          mustNotContain: ['January', 'next month', 'next week'],
        },
      },
    ],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'books-waitlist-kai-first',
    category: 'books-closed',
    artist: 'kai',
    turns: [
      {
        say: 'hi kai, do you have any openings for a japanese back piece?',
        notIdea: ['kai'],
        reply: { mustContainAny: WAITLIST },
      },
    ],
    expect: { ready: false, fields: { style: 'Japanese', placement: { area: 'back' } } },
  },
  {
    id: 'books-waitlist-kai-sleeve-lead',
    category: 'books-closed',
    artist: 'kai',
    turns: [
      'id love a japanese dragon sleeve, right arm',
      { say: 'full sleeve', gives: ['size'] },
      { say: 'budget like 4k', gives: ['budget'] },
      { say: 'yes 36', gives: ['age'] },
    ],
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        style: 'Japanese',
        idea: ['dragon'],
        placement: { area: 'arm', side: 'right' },
        budget: { around: 4000 },
      },
      last: { mustContainAny: WAITLIST },
    },
  },
  {
    id: 'books-closed-juno-flash-question',
    category: 'books-closed',
    artist: 'juno',
    turns: [
      {
        say: 'can i book a flash piece for next week?',
        asks: 'flash',
        reply: { mustContainAny: ['closed', ...WAITLIST], bookingLink: false },
      },
    ],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'books-closed-neo-trad-panther',
    category: 'books-closed',
    artist: 'juno',
    turns: [
      {
        say: 'neo trad panther on my thigh, 20cm, im 30',
        reply: { mustContainAny: ['closed', ...WAITLIST], bookingLink: false },
      },
    ],
    expect: {
      ready: true,
      fields: {
        style: 'Neo-traditional',
        placement: { area: 'thigh' },
        size: { cm: [19, 21] },
        idea: ['panther'],
      },
      replies: { bookingLink: false },
    },
  },
  {
    id: 'books-waitlist-kai-half-sleeve',
    category: 'books-closed',
    artist: 'kai',
    turns: [
      { say: 'japanese koi half sleeve, left arm, 2k budget, 28yo', reply: { mustContainAny: WAITLIST } },
    ],
    expect: {
      ready: true,
      fields: {
        style: 'Japanese',
        size: { text: ['half sleeve'] },
        budget: { around: 2000 },
        placement: { area: 'arm', side: 'left' },
        age: 28,
      },
    },
  },
] satisfies CaseInput[];
