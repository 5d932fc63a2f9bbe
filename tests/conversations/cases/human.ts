import type { CaseInput } from '../case-schema.ts';

/**
 * A request for a person: offered a way to reach the artist, never saved as the idea. The reply says to tap Save
 * Conversation so the artist can reach them, so the chat offers the save from the request on (decision 050).
 */
export default [
  {
    id: 'human-real-person',
    category: 'human',
    artist: 'mara',
    turns: [{ say: 'can i talk to a real person', junk: true, reply: { handoff: true } }],
    expect: { ready: true, fields: { idea: null } },
  },
  {
    id: 'human-is-this-a-bot',
    category: 'human',
    artist: 'iris',
    turns: [{ say: 'is this a bot?? i want to talk to iris herself', junk: true, reply: { handoff: true } }],
    expect: { ready: true, fields: { idea: null } },
  },
  {
    id: 'human-after-brief',
    category: 'human',
    artist: 'rafa',
    turns: [
      'realistic wolf on my forearm, 15cm',
      { say: 'can i just speak to rafa directly please', junk: true, reply: { handoff: true } },
    ],
    expect: { ready: true, fields: { idea: ['wolf'], placement: { area: 'forearm' } } },
  },
  {
    id: 'human-call-me',
    category: 'human',
    artist: 'mara',
    turns: [{ say: 'can someone call me instead', junk: true, reply: { handoff: true } }],
    expect: { ready: true, fields: { idea: null } },
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
    expect: { ready: true, fields: { idea: null, language: 'es' } },
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
    expect: { ready: true, fields: { idea: null } },
  },
  // Issue #23, written before the engine changed (decision 049): the artist asked for by name, in any language.
  {
    id: 'human-pt-falar-direto-com-artist',
    category: 'human',
    artist: 'mara',
    tags: ['pt', 'dm'],
    conversation: { language: 'pt' },
    turns: [
      {
        say: 'posso falar direto com a mara? é sobre uma mandala no antebraço',
        reply: { handoff: true },
      },
    ],
    expect: { ready: true, fields: { placement: { area: 'forearm' } } },
  },
  {
    id: 'human-de-artist-anrufen',
    category: 'human',
    artist: 'iris',
    tags: ['de', 'dm'],
    conversation: { language: 'de' },
    turns: [
      {
        say: 'kann ich iris auch mal anrufen? es geht um einen kleinen mond am handgelenk',
        reply: { handoff: true },
      },
    ],
    expect: { ready: true, fields: { placement: { area: 'wrist' } } },
  },
] satisfies CaseInput[];
