import type { CaseInput } from '../case-schema.ts';

/** Greetings and small talk (issue #11 saw ideas saved as "mara" from "Hi Mara!"): a warm hello, nothing saved. */
export default [
  {
    id: 'greeting-hi-mara',
    category: 'greeting',
    artist: 'mara',
    note: 'Verbatim from the issue.',
    turns: [{ say: 'Hi Mara!', notIdea: ['mara'], reply: { asks: 'idea' } }],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'greeting-hey-then-idea',
    category: 'greeting',
    artist: 'iris',
    turns: [{ say: 'heyyy', notIdea: ['heyyy'] }, 'i want a fine line bee on my ankle'],
    expect: { ready: false, fields: { idea: ['bee'], placement: { area: 'ankle' } } },
  },
  {
    id: 'greeting-how-are-you',
    category: 'greeting',
    artist: 'mara',
    turns: [{ say: 'hey how r u today?', notIdea: ['today'], reply: { short: true } }],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'greeting-good-morning-name',
    category: 'greeting',
    artist: 'rafa',
    turns: [{ say: 'Good morning Rafa 🙂', notIdea: ['rafa', 'morning'] }],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'greeting-yo-then-wave',
    category: 'greeting',
    artist: 'juno',
    turns: [
      { say: 'yo', notIdea: ['yo'] },
      { say: '👋', notIdea: ['wave'] },
    ],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'greeting-oi-tudo-bem',
    category: 'greeting',
    artist: 'mara',
    turns: [{ say: 'oi tudo bem?', notIdea: ['tudo', 'bem'], reply: { language: 'pt' } }],
    expect: { ready: false, fields: { idea: null, language: 'pt' } },
  },
  {
    id: 'greeting-heyy-how-r-u',
    category: 'greeting',
    artist: 'mara',
    turns: [{ say: 'heyy mara how r u 😊', notIdea: ['mara'] }],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'greeting-hello-again-and-again',
    category: 'greeting',
    artist: 'mara',
    note: 'Found by hand: a second "hello??" got an empty reply, and a drawn-out "helloooo" was echoed as the idea.',
    turns: [
      { say: 'u there?' },
      { say: 'hello??', reply: { mustNotContain: ['hello??'] } },
      { say: 'helloooo', notIdea: ['helloooo'], reply: { mustNotContain: ['helloooo'] } },
      { say: 'ok a fox on my calf', gives: ['idea', 'placement'] },
    ],
    expect: { ready: false, fields: { idea: ['fox'], placement: { area: 'calf' } } },
  },
] satisfies CaseInput[];
