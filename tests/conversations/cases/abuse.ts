import type { CaseInput } from '../case-schema.ts';

/** Abuse: one calm line and an offer to reach the artist; never echoed, never "Got it" (issue #11). */
export default [
  {
    id: 'abuse-useless',
    category: 'abuse',
    artist: 'mara',
    note: 'The issue saw "Got it: whatever ur useless."',
    turns: [
      {
        say: 'whatever ur useless',
        junk: true,
        reply: { short: true, handoff: true, mustNotContain: ['Got it', 'Great'] },
      },
    ],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'abuse-stupid-bot',
    category: 'abuse',
    artist: 'mara',
    turns: [
      'how much for a small tattoo',
      { say: 'stupid bot just answer the question', junk: true, reply: { short: true, handoff: true } },
    ],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'abuse-swearing',
    category: 'abuse',
    artist: 'iris',
    turns: [
      {
        say: 'this is f***ing ridiculous, waste of my time',
        junk: true,
        reply: { short: true, handoff: true },
      },
    ],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'abuse-insult-artist',
    category: 'abuse',
    artist: 'mara',
    turns: [
      {
        say: 'ur tattoos look like trash honestly',
        junk: true,
        reply: { short: true, mustNotContain: ['Love it', 'Great'] },
      },
    ],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'abuse-after-details',
    category: 'abuse',
    artist: 'mara',
    turns: [
      'geometric wolf on my forearm',
      { say: 'omg stop asking me questions idiot', junk: true, reply: { short: true, handoff: true } },
    ],
    expect: { ready: false, fields: { idea: ['wolf'], placement: { area: 'forearm' } } },
  },
  {
    id: 'abuse-shut-up',
    category: 'abuse',
    artist: 'rafa',
    turns: [{ say: 'shut up and give me a price', junk: ['shut up'], asks: 'price', reply: { short: true } }],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'abuse-caps-rant',
    category: 'abuse',
    artist: 'mara',
    turns: [
      { say: 'WHY IS NOBODY ANSWERING ME THIS IS A JOKE', junk: true, reply: { short: true, handoff: true } },
    ],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'abuse-scam-accusation',
    category: 'abuse',
    artist: 'juno',
    turns: [{ say: 'ur a scam artist, fake page', junk: true, reply: { short: true, handoff: true } }],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'abuse-dumb-ai',
    category: 'abuse',
    artist: 'mara',
    turns: [
      { say: 'hi', notIdea: ['hi'] },
      {
        say: 'ugh dumb ai. useless garbage',
        junk: true,
        reply: { short: true, handoff: true, mustNotContain: ['Got it'] },
      },
    ],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'abuse-threat',
    category: 'abuse',
    artist: 'mara',
    turns: [
      {
        say: 'answer me or ill leave a 1 star review everywhere',
        junk: true,
        reply: { short: true, handoff: true },
      },
    ],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'abuse-portuguese',
    category: 'abuse',
    artist: 'mara',
    turns: [{ say: 'que bot inútil, que merda', junk: true, reply: { short: true, handoff: true } }],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'abuse-caps-rage',
    category: 'abuse',
    artist: 'juno',
    turns: [
      {
        say: 'WHY ARE UR BOOKS ALWAYS CLOSED THIS IS A JOKE',
        junk: true,
        reply: { short: true, mustNotContain: ['Love it', 'Great'] },
      },
    ],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'abuse-ripoff-after-price',
    category: 'abuse',
    artist: 'iris',
    turns: [
      { say: 'how much?', asks: 'price' },
      { say: 'lmao thats a ripoff, ur all scammers', junk: true, reply: { short: true, handoff: true } },
    ],
    expect: { ready: false, fields: { idea: null, budget: null } },
  },
  {
    id: 'abuse-es-estafa',
    category: 'abuse',
    artist: 'mara',
    turns: [
      {
        say: 'eres una estafa, vete a la mierda',
        junk: true,
        reply: { short: true, handoff: true, language: 'es' },
      },
    ],
    expect: { ready: false, fields: { idea: null } },
  },
] satisfies CaseInput[];
