import type { CaseInput } from '../case-schema.ts';

/**
 * Turning 18 soon (issue #11: "turning 18 in june, can I book for after?" got a flat no): under age today,
 * offered a date after the birthday, never a flat no.
 */
export default [
  {
    id: 'turning-18-june',
    category: 'turning-18',
    artist: 'mara',
    note: 'Verbatim from the issue.',
    turns: [
      'geometric moth on my chest, palm sized',
      {
        say: 'turning 18 in june, can I book for after?',
        notIdea: ['turned', 'turning', 'june'],
        reply: { mustContainAny: ['birthday', 'after', 'june', '18th'] },
      },
    ],
    expect: {
      ready: false,
      save: 'refused',
      fields: { underAge: true, turnsAdultSoon: true, idea: ['moth'] },
    },
  },
  {
    id: 'turning-18-next-month',
    category: 'turning-18',
    artist: 'iris',
    turns: [
      {
        say: 'i turn 18 next month!! can i get on ur list for a tiny fine line sun?',
        reply: { mustContainAny: ['birthday', 'after', '18th', 'turn 18'] },
      },
    ],
    expect: { ready: false, save: 'refused', fields: { underAge: true, turnsAdultSoon: true } },
  },
  {
    id: 'turning-18-in-two-weeks',
    category: 'turning-18',
    artist: 'juno',
    turns: [
      'traditional panther on my thigh',
      {
        say: 'im 17 but 18 in 2 weeks',
        gives: ['age'],
        reply: { mustContainAny: ['birthday', 'after', '18th'], mustNotContain: ['Love it'] },
      },
    ],
    expect: { ready: false, save: 'refused', fields: { underAge: true, turnsAdultSoon: true } },
  },
  {
    id: 'turning-18-birthday-tattoo',
    category: 'turning-18',
    artist: 'mara',
    turns: [
      {
        say: 'want my first tattoo for my 18th birthday in march!! dotwork sun on my ankle',
        reply: { mustContainAny: ['birthday', 'after', '18th', 'march'] },
      },
    ],
    expect: {
      ready: false,
      save: 'refused',
      fields: { underAge: true, turnsAdultSoon: true, idea: ['sun'], placement: { area: 'ankle' } },
    },
  },
  {
    id: 'turning-18-just-turned',
    category: 'turning-18',
    artist: 'mara',
    note: 'The issue saw the idea saved as "turned" from "just turned 18": already 18 is an adult.',
    turns: [
      'dotwork mandala on my upper back, about 15cm',
      { say: '$400', gives: ['budget'] },
      { say: 'just turned 18 last week!', gives: ['age'], notIdea: ['turned', 'week'] },
    ],
    expect: {
      ready: true,
      fit: 'qualified',
      fields: { underAge: false, idea: ['mandala'], turnsAdultSoon: false },
      last: { bookingLink: true },
    },
  },
  {
    id: 'turning-18-17-but-next-month',
    category: 'turning-18',
    artist: 'mara',
    turns: [
      'geometric sun on my forearm, 8cm',
      {
        say: 'im 17 but turning 18 next month',
        gives: ['age'],
        reply: { mustContainAny: ['birthday', 'after', '18th', 'turn 18'] },
      },
    ],
    expect: {
      ready: false,
      save: 'refused',
      fields: { underAge: true, turnsAdultSoon: true, idea: ['sun'] },
    },
  },
  {
    id: 'turning-18-pt-mes-que-vem',
    category: 'turning-18',
    artist: 'mara',
    turns: [
      {
        say: 'oi! faço 18 mês que vem, posso marcar pra depois? queria uma rosa geométrica no braço',
        reply: { language: 'pt' },
      },
    ],
    expect: {
      ready: false,
      save: 'refused',
      fields: { underAge: true, turnsAdultSoon: true, language: 'pt' },
    },
  },
] satisfies CaseInput[];
