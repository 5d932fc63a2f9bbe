import type { CaseInput, ReplyCheck } from '../case-schema.ts';

/**
 * Walk-ins and flash (issue #11: "do you take walk-ins?", "do you do flash?" got no answer): answered from the
 * artist's Settings; when the artist has not said, the assistant claims nothing and offers to ask them.
 */
const UNKNOWN: ReplyCheck = { handoff: true, mustNotContain: ['yes we', 'we do take', 'no walk-ins'] };

export default [
  {
    id: 'walk-in-iris-yes',
    category: 'walk-in-flash',
    artist: 'iris',
    turns: [
      {
        say: 'do u take walk ins?',
        asks: 'walk-ins',
        reply: { mustContainAny: ['walk-in', 'walk in'], mustNotContain: ["doesn't take", 'no walk'] },
      },
    ],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'walk-in-rafa-no',
    category: 'walk-in-flash',
    artist: 'rafa',
    turns: [
      {
        say: 'Can I just walk in on saturday?',
        asks: 'walk-ins',
        reply: {
          mustContainAny: [
            'appointment',
            'no walk',
            "doesn't take walk",
            'not take walk',
            "doesn't do walk",
            'booking only',
          ],
        },
      },
    ],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'walk-in-mara-unknown',
    category: 'walk-in-flash',
    artist: 'mara',
    turns: [{ say: 'do you take walk-ins?', asks: 'walk-ins', reply: UNKNOWN }],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'flash-iris-yes',
    category: 'walk-in-flash',
    artist: 'iris',
    turns: [
      {
        say: 'do you do flash?',
        asks: 'flash',
        reply: { mustContainAny: ['flash'], mustNotContain: ["doesn't do flash", 'no flash'] },
      },
    ],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'flash-rafa-no',
    category: 'walk-in-flash',
    artist: 'rafa',
    turns: [
      {
        say: 'any flash designs available??',
        asks: 'flash',
        reply: {
          mustContainAny: ['custom', 'no flash', "doesn't do flash", 'not do flash', "doesn't have flash"],
        },
      },
    ],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'flash-juno-yes-books-closed',
    category: 'walk-in-flash',
    artist: 'juno',
    turns: [
      {
        say: 'do u have flash? id love one of ur swallows',
        asks: 'flash',
        reply: { mustContainAny: ['flash'] },
      },
    ],
    expect: { ready: false, fields: { idea: ['swallow'] } },
  },
  {
    id: 'flash-mara-unknown',
    category: 'walk-in-flash',
    artist: 'mara',
    turns: [{ say: 'u do flash days?', asks: 'flash', reply: UNKNOWN }],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'walk-in-then-idea-iris',
    category: 'walk-in-flash',
    artist: 'iris',
    turns: [
      { say: 'walk ins today?', asks: 'walk-ins', reply: { mustContainAny: ['walk-in', 'walk in'] } },
      'cool i want a tiny fine line heart on my finger',
      { say: 'like 1 inch, $150', gives: ['size', 'budget'] },
      { say: 'im 20', gives: ['age'] },
    ],
    expect: {
      ready: true,
      fit: 'qualified',
      fields: { idea: ['heart'], placement: { area: 'finger' }, budget: { around: 150 }, age: 20 },
      last: { bookingLink: true },
    },
  },
  {
    id: 'walk-in-juno-no',
    category: 'walk-in-flash',
    artist: 'juno',
    turns: [
      {
        say: 'can i walk in tomorrow for a small traditional rose',
        asks: 'walk-ins',
        reply: { mustContainAny: ['closed', 'waitlist', 'wait list', 'appointment'] },
      },
    ],
    expect: { ready: false, fields: { idea: ['rose'], style: 'Traditional' } },
  },
  {
    id: 'walk-in-mid-brief-keeps-brief',
    category: 'walk-in-flash',
    artist: 'iris',
    turns: [
      'fine line olive branch on my forearm, 4 inches',
      {
        say: 'oh wait do u take walk-ins tho',
        asks: 'walk-ins',
        reply: { mustContainAny: ['walk-in', 'walk in'] },
      },
      { say: '$220', gives: ['budget'] },
    ],
    expect: {
      ready: false,
      fields: { idea: ['olive'], placement: { area: 'forearm' }, budget: { around: 220 } },
    },
  },
  {
    id: 'flash-juno-any-available',
    category: 'walk-in-flash',
    artist: 'juno',
    turns: [{ say: 'do u have any flash available??', asks: 'flash', reply: { mustContainAny: ['flash'] } }],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'walk-in-mara-tmrw-unknown',
    category: 'walk-in-flash',
    artist: 'mara',
    turns: [{ say: 'can i walk in tmrw?', asks: 'walk-ins', reply: UNKNOWN }],
    expect: { ready: false, fields: { idea: null } },
  },
  // 2026-11-23, consultation helper: "can I come in today" mid-chat is a question, not an agreed timing.
  {
    id: 'walkin-tattoo-today-mid-chat',
    category: 'walk-in-flash',
    artist: 'iris',
    turns: [
      'fine line moth on my forearm',
      {
        say: 'can i get a tattoo today?',
        asks: 'walk-ins',
        reply: { mustContainAny: ['walk-in', 'free chair'], mustNotContain: [': today', 'Sounds good'] },
      },
    ],
    expect: { ready: false, fields: { idea: ['moth'], timing: ['today'] } },
  },
  {
    id: 'walkin-come-in-today-after-timing-question',
    category: 'walk-in-flash',
    artist: 'mara',
    turns: [
      'blackwork rose on my left wrist, 5cm, im 24, budget 300',
      { say: 'no', gives: ['references'] },
      {
        say: 'can i come in today?',
        asks: 'walk-ins',
        reply: { ...UNKNOWN, mustNotContain: [...(UNKNOWN.mustNotContain ?? []), ': today', 'Sounds good'] },
      },
    ],
    expect: { ready: true, fields: { timing: ['today'], references: false, idea: ['rose'] } },
  },
] satisfies CaseInput[];
