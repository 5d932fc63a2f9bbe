import type { CaseInput } from '../../case-schema.ts';

/**
 * Distress said indirectly, and not only loss (issue #23: "it's been a hard winter since we lost my grandad" got
 * the off-topic line): warmth first, then the brief.
 */
export default [
  {
    id: 'fresh-distress-divorce-phoenix',
    category: 'fresh-2026-11',
    artist: 'mara',
    tags: ['en', 'dm', 'distress'],
    turns: [
      {
        say: 'honestly its been a rough year, divorce went through last week 😮‍💨 i want something just for me. a dotwork phoenix on my upper back',
        gives: ['idea', 'style', 'placement'],
        reply: { empathy: true, mustNotContain: ['Great', 'Love it', 'Awesome', 'Congrat'] },
      },
      { say: 'big-ish, maybe 20cm. no rush at all', gives: ['size', 'timing'] },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        idea: ['phoenix'],
        style: 'Dotwork',
        placement: { area: ['upper back', 'back'] },
        size: { cm: [19, 21] },
      },
    },
  },
  {
    id: 'fresh-es-grandpa-se-nos-fue',
    category: 'fresh-2026-11',
    artist: 'mara',
    tags: ['es', 'dm', 'distress'],
    note: '"Se nos fue" is a death, said the way Spanish speakers say it.',
    turns: [
      {
        say: 'hola... este año ha sido durísimo, mi abuelo se nos fue en enero. él siempre silbaba el mismo tango y quiero la partitura de esa melodía en el antebrazo, en línea fina',
        gives: ['idea', 'style', 'placement'],
        reply: { empathy: true, mustNotContain: ['Genial', 'Perfecto', 'Me encanta'] },
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: false,
      fields: {
        language: 'es',
        placement: { area: 'forearm' },
        idea: [['partitura', 'tango', 'melod']],
      },
    },
  },
  {
    id: 'fresh-fr-dog-gone-three-weeks',
    category: 'fresh-2026-11',
    artist: 'rafa',
    tags: ['fr', 'web', 'distress'],
    turns: [
      {
        say: "Bonjour... mon chien est parti il y a trois semaines et j'ai encore du mal à en parler. Je voudrais son portrait réaliste sur l'avant-bras.",
        gives: ['idea', 'style', 'placement'],
        reply: { empathy: true },
      },
      { say: 'Environ 15 cm. Mon budget est de 500 euros.', gives: ['size', 'budget'] },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: false,
      fields: {
        language: 'fr',
        idea: [['chien', 'dog']],
        placement: { area: 'forearm' },
        size: { cm: [14, 16] },
        budget: { around: 500, currency: 'EUR' },
      },
    },
  },
  {
    id: 'fresh-distress-heart-surgery-scar',
    category: 'fresh-2026-11',
    artist: 'iris',
    tags: ['en', 'web', 'distress'],
    turns: [
      {
        say: "Hi Iris. I had open-heart surgery last spring and I'm left with a long scar down the middle of my chest. I'm finally ready to make it feel like mine again: fine line wildflowers growing along it, maybe 20 cm.",
        gives: ['idea', 'style', 'placement', 'size'],
        reply: { empathy: true, mustNotContain: ['Great', 'Love it', 'Awesome'] },
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        idea: ['wildflower'],
        style: 'Minimalist',
        placement: { area: ['chest', 'sternum'] },
        size: { cm: [19, 21] },
      },
    },
  },
  {
    id: 'fresh-de-afraid-of-needles',
    category: 'fresh-2026-11',
    artist: 'mara',
    tags: ['de', 'dm', 'distress', 'question-back'],
    turns: [
      {
        say: 'Hallo, ehrlich gesagt hab ich total Angst vor Nadeln 😅 ist das peinlich? Ich hätte trotzdem gern ein kleines geometrisches Herz am Handgelenk.',
        gives: ['idea', 'style', 'placement', 'size'],
        questions: [
          {
            topic: 'fear of needles',
            answer: [
              'nicht peinlich',
              'ganz normal',
              'völlig normal',
              'keine Sorge',
              'viele',
              'überhaupt nicht',
            ],
            about: ['Angst', 'Nadel', 'peinlich'],
          },
        ],
      },
    ],
    conversation: { language: 'de' },
    expect: {
      ready: false,
      fields: {
        language: 'de',
        style: 'Geometric',
        idea: [['herz', 'heart']],
        placement: { area: 'wrist' },
        size: { text: ['small', 'klein'] },
      },
    },
  },
] satisfies CaseInput[];
