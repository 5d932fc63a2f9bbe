import type { CaseInput } from '../../case-schema.ts';

/**
 * A style the artist doesn't do (issue #23: a fine-line peony redesigned as geometric). The client's style is
 * recorded, the reply says plainly the artist doesn't do it and may offer the nearest; the idea is never
 * presented as already in the artist's style.
 */
export default [
  {
    id: 'fresh-style-neo-trad-peacock-to-mara',
    category: 'fresh-2026-11',
    artist: 'mara',
    tags: ['en', 'dm', 'style-not-offered', 'question-back'],
    turns: [
      {
        say: 'can u do a neo trad peacock with loads of colour on my thigh?? 🦚',
        gives: ['idea', 'style', 'placement', 'color'],
        questions: [
          {
            topic: 'does Mara do neo-traditional',
            answer: [
              "/(doesn'?t|does not|isn'?t|not)[^.?!]{0,40}(neo|offer|do)/i",
              'focuses on',
              'not something',
            ],
            about: ['neo', 'style'],
          },
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: { style: 'Neo-traditional', color: 'color', idea: ['peacock'], placement: { area: 'thigh' } },
    },
  },
  {
    id: 'fresh-es-iris-realistic-cat-in-colour',
    category: 'fresh-2026-11',
    artist: 'iris',
    tags: ['es', 'dm', 'style-not-offered'],
    turns: [
      {
        say: 'hola iris! me encantaría un retrato realista de mi gata en el brazo, con todo el detalle del pelaje y a color',
        gives: ['idea', 'style', 'placement', 'color'],
        reply: {
          mustContainAny: ['no hace', 'no trabaja', 'no ofrece', 'no es algo', 'se dedica', 'no lo ofrece'],
        },
      },
    ],
    conversation: { language: 'es' },
    expect: {
      ready: false,
      fields: {
        language: 'es',
        style: 'Realism',
        color: 'color',
        idea: [['gata', 'cat']],
        placement: { area: 'arm' },
      },
    },
  },
  {
    id: 'fresh-pt-noor-asked-for-fine-line',
    category: 'fresh-2026-11',
    artist: 'noor',
    tags: ['pt', 'dm', 'style-not-offered', 'question-back'],
    note: 'Noor does American traditional only; the client names fine line, so that is the style recorded.',
    turns: [
      {
        say: 'oi noor! vc faz fine line bem delicadinho? queria um raminho de oliveira na clavícula',
        gives: ['idea', 'style', 'placement'],
        questions: [
          {
            topic: 'does Noor do fine line',
            answer: ['/(?<![\\p{L}])não(?![\\p{L}])|apenas|somente|só (faz|trabalha)/iu'],
            about: ['fine line', 'tradicional', 'estilo'],
          },
        ],
      },
    ],
    conversation: { language: 'pt' },
    expect: {
      ready: false,
      fields: {
        language: 'pt',
        style: 'Minimalist',
        idea: [['oliveira', 'olive']],
        placement: { area: 'collarbone' },
      },
    },
  },
  {
    id: 'fresh-fr-kai-asked-for-realism',
    category: 'fresh-2026-11',
    artist: 'kai',
    tags: ['fr', 'dm', 'style-not-offered', 'question-back'],
    turns: [
      {
        say: "Salut Kai, tu fais du réalisme ? J'aimerais un portrait réaliste de mon père sur l'épaule, assez grand.",
        gives: ['idea', 'style', 'placement', 'size'],
        questions: [
          {
            topic: 'does Kai do realism',
            answer: ["/(ne|n')[^.?!]{0,30}pas|uniquement|seulement|spécialis/iu"],
            about: ['réalis', 'japonais', 'style'],
          },
        ],
      },
    ],
    conversation: { language: 'fr' },
    expect: {
      ready: false,
      fields: {
        language: 'fr',
        style: 'Realism',
        placement: { area: 'shoulder' },
        idea: [['père', 'pere', 'father', 'dad']],
      },
    },
  },
] satisfies CaseInput[];
