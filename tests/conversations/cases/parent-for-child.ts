import type { CaseInput, ReplyCheck } from '../case-schema.ts';

/**
 * A parent asking for a child (issue #11: "my son is 16, can he…" went through as "tattoo of my son"): read as
 * under-age, the child never becomes the tattoo idea, and a save is refused.
 */
const KIND_NO: ReplyCheck = { mustContainAny: ['18'], mustNotContain: ['Love it', 'Great'] };

export default [
  {
    id: 'parent-son-16',
    category: 'parent-for-child',
    artist: 'mara',
    note: 'The issue saw this saved as "tattoo of my son".',
    turns: [
      { say: 'my son is 16, can he get a tattoo if i come with him?', notIdea: ['son'], reply: KIND_NO },
    ],
    expect: { ready: false, save: 'refused', fields: { underAge: true, idea: null } },
  },
  {
    id: 'parent-daughter-birthday-gift',
    category: 'parent-for-child',
    artist: 'iris',
    turns: [
      {
        say: 'hi! my daughter turns 16 next week and wants a little fine line butterfly, can i book it for her as a gift? ill sign whatever',
        notIdea: ['daughter', 'gift'],
        reply: KIND_NO,
      },
    ],
    expect: { ready: false, save: 'refused', fields: { underAge: true } },
  },
  {
    id: 'parent-kid-15-consent',
    category: 'parent-for-child',
    artist: 'juno',
    turns: [
      {
        say: 'do you tattoo 15 year olds with parental consent? asking for my kid',
        notIdea: ['kid'],
        reply: KIND_NO,
      },
    ],
    expect: { ready: false, save: 'refused', fields: { underAge: true, idea: null } },
  },
  {
    id: 'parent-after-details',
    category: 'parent-for-child',
    artist: 'mara',
    turns: [
      'looking for a geometric wolf on a forearm, about 5 inches',
      { say: 'its for my son actually, hes 17', reply: KIND_NO },
    ],
    expect: { ready: false, save: 'refused', fields: { underAge: true } },
  },
  {
    id: 'parent-mum-asking-for-teen',
    category: 'parent-for-child',
    artist: 'rafa',
    turns: [
      {
        say: 'Hi, my 16 year old wants a portrait of our dog. Would you do it with my permission?',
        notIdea: ['permission'],
        reply: KIND_NO,
      },
    ],
    expect: { ready: false, save: 'refused', fields: { underAge: true } },
  },
  {
    id: 'parent-stepdaughter-17',
    category: 'parent-for-child',
    artist: 'iris',
    turns: [
      {
        say: 'my stepdaughter is 17 and wants her first tattoo, tiny script on her wrist, can she come in?',
        reply: KIND_NO,
      },
    ],
    expect: { ready: false, save: 'refused', fields: { underAge: true } },
  },
  {
    id: 'parent-mum-for-16-year-old',
    category: 'parent-for-child',
    artist: 'iris',
    turns: [
      {
        say: "Hi, I'm a mum asking for my 16 year old, she wants a small fine line heart. I'd be there to consent",
        notIdea: ['mum'],
        reply: KIND_NO,
      },
    ],
    expect: { ready: false, save: 'refused', fields: { underAge: true } },
  },
  {
    id: 'parent-es-hija-17',
    category: 'parent-for-child',
    artist: 'mara',
    turns: [
      {
        say: 'hola, mi hija tiene 17 y quiere un tatuaje, la puedo acompañar?',
        notIdea: ['hija'],
        reply: { language: 'es', mustContainAny: ['18'] },
      },
    ],
    expect: { ready: false, save: 'refused', fields: { underAge: true, idea: null, language: 'es' } },
  },
] satisfies CaseInput[];
