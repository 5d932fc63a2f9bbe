import type { CaseInput } from '../case-schema.ts';

/**
 * An artist who offers exactly one style (Kai: Japanese; Noor: American traditional). A front desk does not ask
 * their clients "what style?": the piece is in the artist's style unless the client names another, and a
 * different named style still costs fit and is said up front. (Iris lists one style but her bio adds
 * ornamental work, so her clients still choose: unsure.ts.)
 */
export default [
  {
    id: 'single-style-kai-koi-no-style-question',
    category: 'single-style',
    artist: 'kai',
    turns: [
      { say: 'koi fish on my thigh, pretty big like 25cm', gives: ['idea', 'placement', 'size'] },
      { say: 'budget around 1500', gives: ['budget'] },
      { say: 'yeah 29', gives: ['age'] },
    ],
    expect: {
      ready: true,
      fit: 'qualified',
      fields: { style: 'Japanese', idea: ['koi'], placement: { area: 'thigh' }, age: 29 },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'single-style-kai-watercolor-named',
    category: 'single-style',
    artist: 'kai',
    note: 'A style the artist does not do, named by the client: it is kept, said, and costs the fit.',
    turns: [
      {
        say: 'want a watercolor hummingbird on my shoulder blade, palm sized, budget 600',
        gives: ['idea', 'style', 'placement', 'size', 'budget'],
        reply: { mustContainAny: ['Japanese'] },
      },
      { say: 'im 30', gives: ['age'] },
    ],
    expect: {
      ready: true,
      fit: 'not-qualified',
      fields: { style: 'Watercolor', idea: ['hummingbird'] },
    },
  },
  {
    id: 'single-style-noor-ankle-rose',
    category: 'single-style',
    artist: 'noor',
    turns: [
      {
        say: 'small rose on my ankle, like 4cm, 200 budget',
        gives: ['idea', 'placement', 'size', 'budget'],
        reply: { notAsks: ['style'] },
      },
      { say: 'yes 22', gives: ['age'] },
    ],
    expect: {
      ready: true,
      fit: 'qualified',
      fields: { style: 'Traditional', idea: ['rose'], placement: { area: 'ankle' }, age: 22 },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'single-style-kai-es-dragon',
    category: 'single-style',
    artist: 'kai',
    turns: [
      {
        say: 'hola! quiero un dragón en toda la espalda, presupuesto 2000 dolares',
        gives: ['idea', 'placement', 'budget'],
        reply: { language: 'es', notAsks: ['style'] },
      },
    ],
    expect: {
      ready: false,
      fields: { style: 'Japanese', idea: ['drag'], placement: { area: 'back' }, language: 'es' },
      replies: { notAsks: ['style'] },
    },
  },
  {
    id: 'single-style-kai-unsure-of-style',
    category: 'single-style',
    artist: 'kai',
    turns: [
      {
        say: 'thinking a snake wrapping my forearm, no clue what style tho',
        gives: ['idea', 'placement'],
        unsure: true,
        reply: { notAsks: ['style'] },
      },
      { say: 'half sleeve size', gives: ['size'], reply: { notAsks: ['style'] } },
    ],
    expect: {
      ready: false,
      fields: { style: 'Japanese', idea: ['snake'], placement: { area: 'forearm' } },
    },
  },
  {
    id: 'single-style-noor-typo-no-style-ask',
    category: 'single-style',
    artist: 'noor',
    turns: [
      { say: 'heyy i want a lil butterfly on my wirst', gives: ['idea', 'placement'] },
      { say: 'like 2 inchs', gives: ['size'] },
      { say: '$180', gives: ['budget'] },
    ],
    expect: {
      ready: false,
      fields: { style: 'Traditional', idea: ['butterfly'], placement: { area: 'wrist' } },
      replies: { notAsks: ['style'] },
      some: { asks: 'age' },
    },
  },
  {
    id: 'single-style-noor-neo-trad-named',
    category: 'single-style',
    artist: 'noor',
    note: "A style close to the artist's own: named by the client, kept, and medium at most.",
    turns: [
      {
        say: 'neo trad panther head on my calf, palm sized, $300',
        gives: ['idea', 'style', 'placement', 'size', 'budget'],
      },
      { say: 'yes 27', gives: ['age'] },
    ],
    expect: {
      ready: true,
      fit: 'medium',
      fields: { style: 'Neo-traditional', idea: ['panther'], placement: { area: 'calf' } },
    },
  },
] satisfies CaseInput[];
