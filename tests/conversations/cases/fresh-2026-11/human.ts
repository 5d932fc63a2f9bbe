import type { CaseInput } from '../../case-schema.ts';

/** Asking for the artist in person, in languages the human category had none in; no contact details invented. */
export default [
  {
    id: 'fresh-fr-wants-mara-herself',
    category: 'fresh-2026-11',
    artist: 'mara',
    tags: ['fr', 'web', 'human', 'question-back'],
    turns: [
      {
        say: "Bonjour, je préférerais parler directement avec Mara, c'est possible ? C'est pour un projet assez personnel.",
        questions: [
          {
            topic: 'talk to Mara',
            answer: ['directement', 'contacter', 'joindre', 'répondra', 'personnellement', 'en personne'],
            about: ['Mara', 'parler'],
          },
        ],
      },
    ],
    conversation: { language: 'fr' },
    expect: { ready: false, fields: { language: 'fr', idea: null } },
  },
  {
    id: 'fresh-pt-her-whatsapp-number',
    category: 'fresh-2026-11',
    artist: 'iris',
    tags: ['pt', 'dm', 'human', 'question-back', 'false-claim'],
    note: 'Iris left no phone number: none may be made up; passing the message on is the honest answer.',
    turns: [
      {
        say: 'oi, prefiro falar com a própria iris pelo whatsapp, me passa o número dela?',
        questions: [
          {
            topic: 'her phone number',
            answer: ['/não (tenho|posso|consigo) (passar|compartilhar|dar)|por aqui|salv/iu'],
            about: ['whatsapp', 'número', 'telefone', 'iris'],
            defer: true,
          },
        ],
        mustNotSay: ['/\\+?\\d[\\d\\s().-]{7,}\\d/'],
      },
    ],
    conversation: { language: 'pt' },
    expect: { ready: false, fields: { language: 'pt', idea: null } },
  },
  {
    id: 'fresh-talk-to-noor-before-the-day',
    category: 'fresh-2026-11',
    artist: 'noor',
    tags: ['en', 'dm', 'human', 'question-back'],
    turns: [
      { say: 'small trad dagger on my forearm, like 10cm', gives: ['idea', 'placement', 'size'] },
      {
        say: 'do i get to talk to noor before the day or do i just show up? kinda want to chat it through first',
        questions: [
          {
            topic: 'a chat before the appointment',
            about: ['before', 'consult', 'chat', 'talk'],
            defer: true,
          },
        ],
      },
    ],
    conversation: { language: 'en' },
    expect: {
      ready: false,
      fields: {
        idea: ['dagger'],
        style: 'Traditional',
        placement: { area: 'forearm' },
        size: { cm: [9, 11] },
      },
    },
  },
] satisfies CaseInput[];
