import type { CaseInput, ReplyCheck } from '../case-schema.ts';

/**
 * Image-only messages (issue #11 saw "Great, sent images."): a picture is a reference, never an idea in
 * words, and it is acknowledged in natural words.
 */
const NOT_ECHOED: ReplyCheck = { mustNotContain: ['sent images', 'Great, sent'] };

export default [
  {
    id: 'images-only-first',
    category: 'images',
    artist: 'mara',
    turns: [{ say: '', images: 1, gives: ['references'], notIdea: ['sent', 'images'], reply: NOT_ECHOED }],
    expect: { ready: false, fields: { idea: null } },
  },
  {
    id: 'images-only-after-idea',
    category: 'images',
    artist: 'mara',
    turns: [
      'geometric lotus on my upper back, like this',
      {
        say: '',
        images: 2,
        gives: ['references'],
        notIdea: ['sent', 'images'],
        reply: { ...NOT_ECHOED, notAsks: ['references'] },
      },
      { say: 'about 12cm', gives: ['size'] },
    ],
    expect: { ready: false, fields: { idea: ['lotus'], size: { cm: [11, 13] } } },
  },
  {
    id: 'images-like-this-pls',
    category: 'images',
    artist: 'iris',
    turns: [
      { say: 'like this pls', images: 1, gives: ['references'], notIdea: ['pls'], reply: NOT_ECHOED },
      { say: 'wrist, 2 inches, fine line', gives: ['placement', 'size', 'style'] },
    ],
    expect: { ready: false, fields: { placement: { area: 'wrist' }, style: 'Minimalist' } },
  },
  {
    id: 'images-reference-full-flow',
    category: 'images',
    artist: 'rafa',
    turns: [
      { say: 'this is my cat, want her realistic on my forearm', images: 1, gives: ['references'] },
      { say: '12 cm', gives: ['size'] },
      { say: '450 euros', gives: ['budget'] },
      { say: 'yes 31', gives: ['age'] },
    ],
    expect: {
      ready: true,
      fit: 'qualified',
      fields: {
        idea: ['cat'],
        style: 'Realism',
        placement: { area: 'forearm' },
        budget: { around: 450, currency: 'EUR' },
      },
      replies: { notAsks: ['references'] },
      last: { bookingLink: true },
    },
  },
  {
    id: 'images-only-then-words',
    category: 'images',
    artist: 'mara',
    turns: [
      { say: '', images: 1, gives: ['references'], reply: NOT_ECHOED },
      'a dotwork version of that on my calf',
    ],
    expect: { ready: false, fields: { style: 'Dotwork', placement: { area: 'calf' } } },
  },
  {
    id: 'images-only-then-calf',
    category: 'images',
    artist: 'mara',
    turns: [
      { say: '', images: 1, reply: { mustNotContain: ['sent images', 'Great,'] } },
      { say: 'this but on my calf, 12cm', gives: ['placement', 'size'] },
    ],
    expect: { ready: false, fields: { placement: { area: 'calf' }, size: { cm: [11, 13] } } },
  },
  {
    id: 'images-something-like-this',
    category: 'images',
    artist: 'iris',
    turns: [{ say: 'something like this?', images: 2, notIdea: ['like this'] }],
    expect: { ready: false, fields: { idea: null } },
  },
] satisfies CaseInput[];
