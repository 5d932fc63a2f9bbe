import type { CaseInput } from '../case-schema.ts';

/** A request for a person: offered a way to reach the artist, never saved as the idea. */
export default [
  {
    id: 'human-real-person',
    category: 'human',
    artist: 'mara',
    turns: [{ say: 'can i talk to a real person', junk: true, reply: { handoff: true } }],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'human-is-this-a-bot',
    category: 'human',
    artist: 'iris',
    turns: [{ say: 'is this a bot?? i want to talk to iris herself', junk: true, reply: { handoff: true } }],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'human-after-brief',
    category: 'human',
    artist: 'rafa',
    turns: [
      'realistic wolf on my forearm, 15cm',
      { say: 'can i just speak to rafa directly please', junk: true, reply: { handoff: true } },
    ],
    expect: { ready: false, fields: { idea: ['wolf'], placement: { area: 'forearm' } } },
  },
  {
    id: 'human-call-me',
    category: 'human',
    artist: 'mara',
    turns: [{ say: 'can someone call me instead', junk: true, reply: { handoff: true } }],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'human-spanish',
    category: 'human',
    artist: 'rafa',
    turns: [
      {
        say: 'quiero hablar con una persona, no con un bot',
        junk: true,
        reply: { handoff: true, language: 'es' },
      },
    ],
    expect: { ready: false, fields: { idea: null, language: 'es' } },
  },
  {
    id: 'human-es-persona-real',
    category: 'human',
    artist: 'mara',
    turns: [
      {
        say: 'quiero hablar con una persona real, no con un bot',
        notIdea: ['persona', 'bot'],
        reply: { handoff: true, language: 'es' },
      },
    ],
    expect: { ready: false, fields: { idea: null } },
  },
] satisfies CaseInput[];
