import type { CaseInput } from '../case-schema.ts';

/** Fan messages: thanked warmly and invited in; the compliment is never the tattoo idea. */
export default [
  {
    id: 'fan-love-your-work',
    category: 'fan',
    artist: 'mara',
    turns: [{ say: 'omg ur work is so amazing 😍😍', junk: true }],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'fan-then-idea',
    category: 'fan',
    artist: 'rafa',
    turns: [
      { say: 'been following you for years, your portraits are insane', junk: true },
      'id love a realistic portrait of my grandpa on my upper arm',
    ],
    expect: {
      ready: false,
      fields: { style: 'Portrait', placement: { area: ['upper arm', 'arm', 'bicep'] }, idea: ['grandpa'] },
    },
  },
  {
    id: 'fan-just-saying-hi',
    category: 'fan',
    artist: 'juno',
    turns: [{ say: 'no tattoo q just wanted to say ur flash is the best in leeds ❤️', junk: true }],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'fan-obsessed-with-wolf',
    category: 'fan',
    artist: 'mara',
    turns: [{ say: 'obsessed with that wolf piece u posted!!', notIdea: ['obsessed', 'posted'] }],
    expect: { ready: false, fields: { budget: null } },
  },
  {
    id: 'fan-dream-artist',
    category: 'fan',
    artist: 'kai',
    turns: [
      {
        say: 'youre my dream artist honestly, saving up to get tattooed by you one day 🙏',
        junk: ['youre my dream artist honestly'],
      },
    ],
    expect: { ready: false, fields: { idea: null, budget: null } },
  },
  {
    id: 'fan-es-me-encanta',
    category: 'fan',
    artist: 'mara',
    turns: [
      { say: 'me encanta tu trabajo!!! 😍😍', notIdea: ['encanta', 'trabajo'], reply: { language: 'es' } },
    ],
    expect: { ready: false, fields: { idea: null, language: 'es' } },
  },
] satisfies CaseInput[];
